/** English strings of the entities list and the entity page (`entities`). */
export const entityMessages = {
  list: {
    label: 'Entities',
    count_one: '{{count}} entity',
    count_other: '{{count}} entities',
    searchPlaceholder: 'Search entity refs',
    sort: {
      posts: 'Most posts',
      name: 'Name',
      followers: 'Most followers',
    },
    empty: {
      title: 'No entities yet',
      description:
        'Catalog entities appear here once a post is about one. Pick them on the ask, write and share forms.',
    },
  },
  page: {
    notFound: 'No post is about “{{entityRef}}”, and nobody follows it.',
    empty: {
      title: 'Nothing about {{name}} yet',
      description:
        'Ask the first question about it, or write or share something.',
    },
  },
} as const;
