/** The render caches' reset registry lives in the contract layer, where the API can reach it too. */
export { registerCacheReset, resetRenderCaches } from '@/contract/render-caches';
