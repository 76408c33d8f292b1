import { act, InEnglish, render, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { commitTaskProbe } from '@tests/commit-task-probe';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

/** The box with the URL's search as its value, as the shop page gives it. */
function Shop({ initial = '' }: { initial?: string }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <SearchBox value={search} onSearch={setSearch} />
      <output aria-label="Searched">{search}</output>
      <button type="button" onClick={() => setSearch('vati')}>
        Back
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('searches what is typed after a pause, trimmed', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    await user.type(screen.getByRole('searchbox'), '  tulsi ');
    expect(screen.getByLabelText('Searched')).toHaveTextContent(/^$/);
    await waitFor(() => expect(screen.getByLabelText('Searched')).toHaveTextContent(/^tulsi$/), {
      timeout: SEARCH_DEBOUNCE_MS * 3,
    });
  });

  it('keeps a trailing space the shopper is typing when the URL catches up', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'tulsi ');
    await screen.findByText('tulsi', {}, { timeout: SEARCH_DEBOUNCE_MS * 3 });
    expect(box).toHaveValue('tulsi ');
    await user.type(box, 'churna');
    expect(box).toHaveValue('tulsi churna');
  });

  it('shows a search changed from outside (Back, a link)', async () => {
    const user = userEvent.setup();
    render(<Shop initial="oil" />);
    expect(screen.getByRole('searchbox')).toHaveValue('oil');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox')).toHaveValue('vati');
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    await user.type(screen.getByRole('searchbox'), 'brahmi{Enter}');
    expect(screen.getByLabelText('Searched')).toHaveTextContent(/^brahmi$/);
  });

  it("hydrates apart from the page: react-hook-form's ready update leaves the page's effects to a task of their own", async () => {
    // The page's effects are where its queries start.
    const { Probe, effectsInCommitTask } = commitTaskProbe();
    function Page() {
      return (
        <InEnglish>
          <Probe />
          <SearchBox value="tulsi" onSearch={() => {}} />
        </InEnglish>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, <Page />);
    });
    await waitFor(() => expect(effectsInCommitTask()).toBe(false));
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('tulsi'));
    act(() => root?.unmount());
    container.remove();
  });
});
