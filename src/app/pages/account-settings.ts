import { messagesOf } from '@/i18n/sections';
export { AccountSettingsPage as default } from '@/features/account/account-settings-page';
export const handle = messagesOf('account');
