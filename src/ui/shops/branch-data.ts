import type { Branch } from '../types/api';

/**
 * What the shop page's branch list and checkout's pickup choice read of `rest/branches`, and no more: the API
 * repeats the whole shop in every branch (~1 KB each), and the shop page's data carries the list (ADR 0017).
 */
export type ShopBranch = Pick<Branch, 'id' | 'address' | 'location'> & { translation?: { title?: string } };

export interface BranchList {
  data: ShopBranch[];
}

export const branchList = (branches: Branch[]): BranchList => ({
  data: branches.map(({ id, address, location, translation }) => ({
    id,
    address,
    location,
    translation: translation?.title === undefined ? undefined : { title: translation.title },
  })),
});
