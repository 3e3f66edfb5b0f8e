export { TagExperts, type TagExpertsProps } from './TagExperts';
