export { FaqPage as default } from '@/features/content/faq-page';
