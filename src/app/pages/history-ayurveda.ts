export { HistoryAyurvedaPage as default } from '@/features/content/history-ayurveda-page';
