export { ErrorPage as default } from '@/app/routes/not-found';
