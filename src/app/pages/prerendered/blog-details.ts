import { messagesOf } from '@/i18n/sections';
import { BlogDetailsPage } from '@/features/content/blog-details-page';

export { articleLoader as loader } from '@/features/content/article-loader';
export { clientLoader } from '@/lib/prerendered';
// A default export of its own: React Router passes such a page its `loaderData`.
export default BlogDetailsPage;
export const handle = messagesOf('content');
