import { useReportError } from '@/lib/report-error';
import { StatusMessage } from './status-message';

type QueryErrorProps = {
  error: Error;
  /** Names the section in the log. */
  context: string;
  /** The text to show; the error's own message (server's, or the call's fallback) by default. */
  text?: string;
};

/** A section whose call failed: logs the failure once and shows its text. */
export function QueryError({ error, context, text }: QueryErrorProps) {
  useReportError(error, context);
  return <StatusMessage kind="error">{text ?? error.message}</StatusMessage>;
}
