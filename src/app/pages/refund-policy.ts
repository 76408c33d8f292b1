export { RefundPolicyPage as default } from '@/features/content/policy-pages';
