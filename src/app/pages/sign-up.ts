export { SignUpPage as default } from '@/features/auth/sign-up-page';
