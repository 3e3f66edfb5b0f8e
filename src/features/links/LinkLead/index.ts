export { LinkLead, type LinkLeadProps } from './LinkLead';
