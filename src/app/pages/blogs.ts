export { BlogsPage as default } from '@/features/content/blogs-page';
