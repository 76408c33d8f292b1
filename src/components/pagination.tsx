import { useEffect } from 'react';
import { lastPageIfBeyond, pageWindow } from './page-window';
import './pagination.css';

type PaginationProps = { page: number; pages: number; onChange: (page: number) => void };

export function Pagination({ page, pages, onChange }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <button
        type="button"
        className="pagination__button"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          className="pagination__button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="pagination__button"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/**
 * Once a list's `total` is known: a page past its end (an old link to a list that has shrunk)
 * goes to the last page instead (`showPage`, replacing the history entry).
 */
export function useLastPageWhenBeyond(
  page: number,
  total: number | undefined,
  perPage: number,
  showPage: (page: number) => void,
) {
  const lastPage = total === undefined ? null : lastPageIfBeyond(page, total, perPage);
  useEffect(() => {
    if (lastPage) showPage(lastPage);
  }, [lastPage, showPage]);
}
