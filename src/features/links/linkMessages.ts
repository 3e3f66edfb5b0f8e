/** English strings of link posts: the URL field of the link form and the link page's lead. */
export const linkMessages = {
  url: {
    label: 'URL',
    placeholder: 'https://example.com/page',
    helper:
      'Paste the address first: its title, description and image fill the fields you have not typed in.',
    fetching: 'Fetching link details…',
    fetchFailed:
      'Could not fetch details for this address. Fill in the title yourself.',
    errors: {
      required: 'Enter the address of the link.',
      invalidUrl: 'Enter a web address starting with http:// or https://.',
    },
    image: 'Image from the link',
    removeImage: 'Remove image',
  },
  lead: {
    label: 'Shared link',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;
