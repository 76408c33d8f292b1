export { AccountSettingsPage as default } from '@/features/account/account-settings-page';
