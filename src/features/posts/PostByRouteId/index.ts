export { PostByRouteId } from './PostByRouteId';
