// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '../i18n/texts';
import { Translator } from '../i18n/translator';
import { RatingReview } from './RatingReview';

const texts = { 'order.rating': 'Rating', 'validation.required': 'Required', 'order.review.action': 'Send', 'order.review.yours': 'Your review', 'parcel.review.title': 'Rate your courier', 'order.review.comment': 'Comment' };

function wrap(children: ReactNode) {
  return (
    <TextsProvider translator={new Translator({ lng: 'en', resources: { en: { translation: texts } } })}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </TextsProvider>
  );
}

const props = { titleKey: 'parcel.review.title', testId: 'parcel-review', failureKey: () => 'x', refresh: ['parcels'] };
afterEach(cleanup);

describe('RatingReview', () => {
  it('asks for a rating before sending, then sends the rating and the trimmed comment', async () => {
    const send = vi.fn(async () => ({}));
    render(wrap(<RatingReview {...props} given={null} send={send} />));
    expect(screen.getByRole('heading', { name: 'Rate your courier' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('parcel-review-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Required');
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('4 Stars'));
    fireEvent.change(screen.getByTestId('parcel-review-comment'), { target: { value: '  Quick and kind.  ' } });
    fireEvent.click(screen.getByTestId('parcel-review-submit'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ rating: 4, comment: 'Quick and kind.' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a given review read-only instead of the form', () => {
    render(wrap(<RatingReview {...props} given={{ rating: 5, comment: 'Great' }} send={vi.fn()} />));
    expect(screen.getByTestId('parcel-review').textContent).toContain('Great');
    expect(screen.queryByTestId('parcel-review-form')).toBeNull();
  });
});
