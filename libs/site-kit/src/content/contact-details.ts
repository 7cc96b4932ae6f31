/** One test of "no contact details at all", shared with the contract's empty sections. */
export { hasNoContactDetails } from '@schoolpage/content-contract';
