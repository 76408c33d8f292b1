import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// tests/setup.ts marks the first screen shown for every other test; these tests need a fresh
// store, so they load it (and React with it) anew.
async function loadFreshModules() {
  vi.resetModules();
  const [testingLibrary, reactQuery, firstScreen, watcher, waitingQuery, apiImage] =
    await Promise.all([
      import('@testing-library/react'),
      import('@tanstack/react-query'),
      import('./first-screen'),
      import('@/app/layout/first-screen-watcher'),
      import('@/api/use-query-after-first-screen'),
      import('@/components/api-image'),
    ]);
  return {
    ...testingLibrary,
    ...reactQuery,
    ...firstScreen,
    ...watcher,
    ...waitingQuery,
    ...apiImage,
  };
}

describe('first screen', () => {
  let modules: Awaited<ReturnType<typeof loadFreshModules>>;

  beforeEach(async () => {
    modules = await loadFreshModules();
  });

  afterEach(() => modules.cleanup());

  it("starts the calls that can wait once the page's call has answered and its main picture has loaded", async () => {
    const {
      render,
      screen,
      fireEvent,
      waitFor,
      QueryClient,
      QueryClientProvider,
      useQuery,
      FirstScreenWatcher,
      useQueryAfterFirstScreen,
      ApiImage,
      isFirstScreenShown,
    } = modules;
    let answerPage: (value: string) => void = () => {};
    const pageCall = new Promise<string>((resolve) => {
      answerPage = resolve;
    });
    const waitingCall = vi.fn(async () => 'footer links');

    function Page() {
      const page = useQuery({ queryKey: ['page'], queryFn: () => pageCall });
      if (!page.data) return <p>Loading...</p>;
      return <ApiImage src="/hero.svg" alt={page.data} width={10} height={10} priority />;
    }
    function Footer() {
      const links = useQueryAfterFirstScreen({ queryKey: ['footer'], queryFn: waitingCall });
      return <p>{links.data ?? 'Footer loading'}</p>;
    }

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Page />
        <FirstScreenWatcher />
        <Footer />
      </QueryClientProvider>,
    );

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waitingCall).not.toHaveBeenCalled();

    answerPage('The hero');
    const hero = await screen.findByRole('img', { name: 'The hero' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isFirstScreenShown()).toBe(false);
    expect(waitingCall).not.toHaveBeenCalled();

    fireEvent.load(hero);
    await waitFor(() => expect(isFirstScreenShown()).toBe(true));
    expect(await screen.findByText('footer links')).toBeInTheDocument();
    expect(waitingCall).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after two seconds, whatever still holds the first screen', async () => {
    vi.useFakeTimers();
    modules = await loadFreshModules();
    vi.advanceTimersByTime(1999);
    expect(modules.isFirstScreenShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(modules.isFirstScreenShown()).toBe(true);
  });
});
