// The screen configuration lives in the form as a component that renders nothing in the portal and a
// labelled placeholder in the builder. Its settings are the ScreenConfig shape (schemas/screen-config.ts).
import { BaseComponent } from '../formio';

export class ScreenConfigComponent extends BaseComponent {
  static schema(...extend: unknown[]) {
    return BaseComponent.schema(
      {
        type: 'screen-config',
        key: 'screenConfiguration',
        label: 'Screen configuration',
        input: false,
        persistent: false,
        screenType: 'create',
      },
      ...extend,
    );
  }

  static get builderInfo() {
    return {
      title: 'Screen configuration',
      icon: 'gear',
      group: 'custom',
      // One per form: Form.io's builder refuses a second drop.
      disableSiblings: true,
      schema: ScreenConfigComponent.schema(),
    };
  }

  get defaultSchema() {
    return ScreenConfigComponent.schema();
  }

  render() {
    const builder = (this as unknown as { builderMode: boolean }).builderMode;
    return super.render(
      builder
        ? '<div class="ignite-screen-config-placeholder"><i class="bi bi-gear"></i> Screen configuration</div>'
        : '',
    );
  }
}
