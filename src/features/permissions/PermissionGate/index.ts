export { PermissionGate, type PermissionGateProps } from './PermissionGate';
