export { NotFoundPage as default } from '@/app/routes/not-found';
