export { DashboardPage as default } from '@/features/account/dashboard-page';
