import type { Preview } from '@storybook/react-vite';
import '../src/styles/index.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: false, sort: 'requiredFirst' },
    backgrounds: {
      options: {
        coconut: { name: 'Coconut white', value: '#FBF8F1' },
        white: { name: 'White', value: '#FFFFFF' },
        green: { name: 'Deep green', value: '#1F4D3A' },
      },
    },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '760px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  initialGlobals: { backgrounds: { value: 'coconut' } },
};

export default preview;
