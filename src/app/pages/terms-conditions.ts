export { TermsConditionsPage as default } from '@/features/content/policy-pages';
