import { messagesOf } from '@/i18n/sections';
import { HomePage } from '@/features/home/home-page';

export { homeLoader as loader } from '@/features/home/home-loader';
export { clientLoader } from '@/lib/prerendered';
// A default export of its own: React Router passes such a page its `loaderData`.
export default HomePage;
export const handle = messagesOf('home');
