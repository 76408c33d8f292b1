export { BlogDetailsPage as default } from '@/features/content/blog-details-page';
