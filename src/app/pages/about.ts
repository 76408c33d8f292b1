export { AboutPage as default } from '@/features/content/about-page';
