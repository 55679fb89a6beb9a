// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import { TextsProvider } from '../i18n/texts';
import { Translator } from '../i18n/translator';
import { emptyParcel } from './form';
import { PartyFields } from './PartyFields';

afterEach(cleanup);

describe('PartyFields', () => {
  it("helps with the address without offering a map the parcel form doesn't have", () => {
    render(
      <TextsProvider translator={new Translator({ lng: 'en', resources: { en: { translation: en } } })}>
        <QueryClientProvider client={new QueryClient()}>
          <Formik initialValues={emptyParcel('2026-12-01')} onSubmit={() => undefined}>
            {(form) => <PartyFields form={form} side="from" />}
          </Formik>
        </QueryClientProvider>
      </TextsProvider>,
    );
    const box = screen.getByTestId('parcel-from');
    expect(box.textContent).toContain(en['address.search.list.hint']);
    expect(box.textContent?.toLowerCase()).not.toContain('map');
  });
});
