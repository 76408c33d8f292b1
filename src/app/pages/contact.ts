export { ContactPage as default } from '@/features/content/contact-page';
