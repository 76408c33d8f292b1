import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { messages } from '@/config/messages';

const BULK_NOTICE_MS = 5000;

/** Shows the bulk-order notice for 5 seconds each time `show` is called. */
export function useBulkOrderNotice() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(() => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), BULK_NOTICE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, show };
}

export function BulkOrderNotice({ visible }: { visible: boolean }) {
  const { t } = useLingui();
  return (
    <div className="bulk-notice" role="status" aria-live="polite">
      {visible && <p className="bulk-notice__text">{t(messages.bulkOrder(env.supportPhone))}</p>}
    </div>
  );
}
