export { PrivacyPolicyPage as default } from '@/features/content/policy-pages';
