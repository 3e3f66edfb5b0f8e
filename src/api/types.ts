// The wire types live in the contract module; this path stays for the
// frontend's existing imports.
export * from './contract';
