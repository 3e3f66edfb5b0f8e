export { LinkLead, type LinkLeadProps } from './LinkLead';
export { LinkUrlField, type LinkUrlFieldProps } from './LinkUrlField';
export { OpenLinkButton, type OpenLinkButtonProps } from './OpenLinkButton';
export { linkHost } from './linkHost';
