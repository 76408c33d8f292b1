/**
 * Testing Library, rendering in English: every `render` and `renderHook` is wrapped in the
 * English catalogue's Lingui provider (outside any wrapper a test passes), as a page of the
 * shop's English paths is.
 */
import { I18nProvider } from '@lingui/react';
import {
  render as renderAlone,
  renderHook as renderHookAlone,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import { loadI18n } from '@/i18n/catalogs';

export * from '@testing-library/react';

/** The English pages' Lingui instance: `english._(messages.noProducts)` is the spec's text. */
export const english = await loadI18n('en');

/** What a test renders by itself (`renderToString`, `hydrateRoot`), in English. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

function inEnglish(Inner: Wrapper | undefined): Wrapper {
  return function English({ children }) {
    return <InEnglish>{Inner ? <Inner>{children}</Inner> : children}</InEnglish>;
  };
}

export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderAlone(ui, { ...options, wrapper: inEnglish(options.wrapper as Wrapper) });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return renderHookAlone(hook, { ...options, wrapper: inEnglish(options.wrapper as Wrapper) });
}
