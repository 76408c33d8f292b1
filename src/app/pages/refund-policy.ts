import { messagesOf } from '@/i18n/sections';
export { RefundPolicyPage as default } from '@/features/content/policy-pages';
export const handle = messagesOf('content');
