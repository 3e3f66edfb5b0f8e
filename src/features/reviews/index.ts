export { PostsToReview } from './PostsToReview';
export { ReviewActions } from './ReviewActions';
export { ReviewBanner } from './ReviewBanner';
export {
  reviewsApi,
  useGetReviewsQuery,
  useReviewPostMutation,
} from './reviewsApi';
