import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from '../text-field/text-field';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

interface TabsStoryArgs {
  listLabel: string;
  emailTab: string;
  phoneTab: string;
  activation: 'automatic' | 'manual';
  fullWidth: boolean;
  onValueChange: (value: string) => void;
}

const meta = {
  title: 'UI Kit/Tabs',
  args: {
    listLabel: 'Metode masuk',
    emailTab: 'Email',
    phoneTab: 'Nomor HP',
    activation: 'automatic',
    fullWidth: true,
    onValueChange: fn(),
  },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args) => (
    <Tabs defaultValue="email" activation={args.activation} onValueChange={args.onValueChange}>
      <TabList aria-label={args.listLabel} fullWidth={args.fullWidth}>
        <Tab value="email">{args.emailTab}</Tab>
        <Tab value="phone">{args.phoneTab}</Tab>
      </TabList>
      <TabPanel value="email">
        <TextField label="Email" type="email" />
      </TabPanel>
      <TabPanel value="phone">
        <TextField label="Nomor HP" type="tel" leading={<span>+62</span>} />
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<TabsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInMethods: Story = {};

export const ManualActivation: Story = { args: { activation: 'manual' } };

export const ScrollingPromotions: Story = {
  args: { fullWidth: false },
  render: (args) => (
    <Tabs defaultValue="all" onValueChange={args.onValueChange}>
      <TabList aria-label="Kategori promo" fullWidth={args.fullWidth}>
        <Tab value="all">Semua</Tab>
        <Tab value="special">Penawaran spesial</Tab>
        <Tab value="bank">Promo bank</Tab>
        <Tab value="weekend">Akhir pekan</Tab>
        <Tab value="sold" disabled>
          Habis
        </Tab>
      </TabList>
      <TabPanel value="all">Semua promo</TabPanel>
      <TabPanel value="special">Penawaran spesial</TabPanel>
      <TabPanel value="bank">Promo bank</TabPanel>
      <TabPanel value="weekend">Promo akhir pekan</TabPanel>
    </Tabs>
  ),
};
