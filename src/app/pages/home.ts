export { HomePage as default } from '@/features/home/home-page';
