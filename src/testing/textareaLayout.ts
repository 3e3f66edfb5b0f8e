/** The height of a line of text under {@link fakeTextareaLayout}, in px. */
export const FAKE_LINE_HEIGHT = 20;

/**
 * jsdom has no layout. This gives elements the little AutoGrowTextarea
 * measures: shown and connected, an element is 300 px wide (0 when hidden or
 * detached), its content `FAKE_LINE_HEIGHT` px a line of its value high
 * (`scrollHeight`), and what is shown of it the height its style gives it
 * (`clientHeight`). Call it in a `beforeEach` or `beforeAll`, and undo it with
 * `jest.restoreAllMocks()`.
 */
export function fakeTextareaLayout() {
  jest
    .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
    .mockImplementation(function width(this: HTMLElement) {
      return this.isConnected && !this.closest('[hidden]') ? 300 : 0;
    });
  jest
    .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
    .mockImplementation(function height(this: HTMLElement) {
      const value = (this as HTMLTextAreaElement).value ?? '';
      return value.split('\n').length * FAKE_LINE_HEIGHT;
    });
  jest
    .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
    .mockImplementation(function height(this: HTMLElement) {
      return parseFloat(this.style.height) || 0;
    });
}
