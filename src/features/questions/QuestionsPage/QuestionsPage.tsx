import { PostList } from '../../postList/PostList';

/** `/questions`: every question, with search, filters and paging. @public */
export function QuestionsPage() {
  return <PostList listId="questions" type="question" />;
}
