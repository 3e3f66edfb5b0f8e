export { LinkUrlField, type LinkUrlFieldProps } from './LinkUrlField';
export {
  useLinkMetadataFill,
  type LinkMetadataFill,
} from './useLinkMetadataFill';
