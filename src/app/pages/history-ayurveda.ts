import { messagesOf } from '@/i18n/sections';
export { HistoryAyurvedaPage as default } from '@/features/content/history-ayurveda-page';
export const handle = messagesOf('content');
