import dynamic from 'next/dynamic';

/**
 * The empty and error states of the shop page and the shop lists load when shown (the server renders them when it has to, and the
 * browser then fetches them before hydrating): the error catalogue stays off the menu's first load.
 */
export const ErrorState = dynamic(() => import('../content/States').then((m) => m.ErrorState));
export const EmptyState = dynamic(() => import('../content/States').then((m) => m.EmptyState));
