import { CRASH_TEST_STORAGE_KEY } from './crash-trigger';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import BellIcon from 'lucide-react/icons/bell';
import CalendarPlusIcon from 'lucide-react/icons/calendar-plus';
import HeartIcon from 'lucide-react/icons/heart';
import MoreHorizontalIcon from 'lucide-react/icons/ellipsis';
import PencilIcon from 'lucide-react/icons/pencil';
import ShareIcon from 'lucide-react/icons/share-2';
import TrashIcon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LinkButton } from '@/components/ui/link-button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast, type ToastVariant } from '@/components/ui/toast';
import { ShowcaseSection, Specimen } from './showcase-section';

const palettes = ['ocean', 'sand', 'coral'] as const;
const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
// Written out so Tailwind sees every class name.
const swatches: Record<(typeof palettes)[number], string[]> = {
  ocean: [
    'bg-ocean-50',
    'bg-ocean-100',
    'bg-ocean-200',
    'bg-ocean-300',
    'bg-ocean-400',
    'bg-ocean-500',
    'bg-ocean-600',
    'bg-ocean-700',
    'bg-ocean-800',
    'bg-ocean-900',
  ],
  sand: [
    'bg-sand-50',
    'bg-sand-100',
    'bg-sand-200',
    'bg-sand-300',
    'bg-sand-400',
    'bg-sand-500',
    'bg-sand-600',
    'bg-sand-700',
    'bg-sand-800',
    'bg-sand-900',
  ],
  coral: [
    'bg-coral-50',
    'bg-coral-100',
    'bg-coral-200',
    'bg-coral-300',
    'bg-coral-400',
    'bg-coral-500',
    'bg-coral-600',
    'bg-coral-700',
    'bg-coral-800',
    'bg-coral-900',
  ],
};

const buttonVariantNames = [
  'primary',
  'accent',
  'secondary',
  'outline',
  'ghost',
  'destructive',
  'link',
] as const;

const toastExamples: {
  variant: ToastVariant;
  label: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  {
    variant: 'default',
    label: msg({ message: 'Default', comment: 'A toast’s look, in the design system' }),
    title: msg`Saved to your calendar`,
    description: msg`Sunset session, Friday 19:30.`,
  },
  {
    variant: 'success',
    label: msg({ message: 'Success', comment: 'A toast’s look, in the design system' }),
    title: msg`You are going`,
    description: msg`We told the organiser.`,
  },
  {
    variant: 'info',
    label: msg({ message: 'Info', comment: 'A toast’s look, in the design system' }),
    title: msg`Swell is picking up`,
    description: msg`Two new events nearby this weekend.`,
  },
  {
    variant: 'warning',
    label: msg({ message: 'Warning', comment: 'A toast’s look, in the design system' }),
    title: msg`Almost full`,
    description: msg`Only 3 spots left on this plan.`,
  },
  {
    variant: 'destructive',
    label: msg({ message: 'Destructive', comment: 'A toast’s look, in the design system' }),
    title: msg`Could not save`,
    description: msg`Check your connection and try again.`,
  },
];

const buttonVariantLabels: Record<(typeof buttonVariantNames)[number], MessageDescriptor> = {
  primary: msg({ message: 'Primary', comment: 'A button’s look, in the design system' }),
  accent: msg({ message: 'Accent', comment: 'A button’s look, in the design system' }),
  secondary: msg({ message: 'Secondary', comment: 'A button’s look, in the design system' }),
  outline: msg({ message: 'Outline', comment: 'A button’s look, in the design system' }),
  ghost: msg({ message: 'Ghost', comment: 'A button’s look, in the design system' }),
  destructive: msg({ message: 'Destructive', comment: 'A button’s look, in the design system' }),
  link: msg({ message: 'Link', comment: 'A button’s look, in the design system' }),
};

const sections = [
  ['colours', msg`Colours`],
  ['type', msg({ message: 'Type', comment: 'Design system section: typography' })],
  ['buttons', msg`Buttons`],
  ['fields', msg({ message: 'Fields', comment: 'Design system section: form fields' })],
  ['badges', msg`Badges`],
  ['cards', msg`Cards`],
  ['avatars', msg`Avatars`],
  ['feedback', msg({ message: 'Feedback', comment: 'Design system section: loading states' })],
  ['overlays', msg({ message: 'Overlays', comment: 'Design system section: dialogs and menus' })],
  ['toasts', msg`Toasts`],
  ['errors', msg({ message: 'Errors', comment: 'Design system section: the error page' })],
] as const;

const paletteLabels: Record<(typeof palettes)[number], MessageDescriptor> = {
  ocean: msg({ message: 'Ocean', comment: 'A colour palette' }),
  sand: msg({ message: 'Sand', comment: 'A colour palette' }),
  coral: msg({ message: 'Coral', comment: 'A colour palette' }),
};

const towns = [
  'Ericeira',
  'Ribamar',
  'Foz do Lizandro',
  'São Lourenço',
  'Peniche',
  'Baleal',
  'Supertubos',
  'Consolação',
  'Zandvoort',
  'Bloemendaal',
  'Scheveningen',
  'Kijkduin',
  'Wijk aan Zee',
  'Velsen-Noord',
  'IJmuiden',
  'Weligama',
  'Mirissa',
  'Hiriketiya',
  'Ahangama',
  'Midigama',
  'Unawatuna',
  'Galle',
  'Tangalle',
  'Dickwella',
];

export function DesignSystemShowcase() {
  const { t, i18n } = useLingui();
  const [loading, setLoading] = useState(false);
  const [sort, setSort] = useState('soonest');
  const crashPath = '/design-system?crash=1';
  const crashKey = CRASH_TEST_STORAGE_KEY;
  const crashValue = 'true';

  return (
    <div>
      <nav aria-label={t`Sections`} className="mb-10 flex flex-wrap gap-2">
        {sections.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full bg-surface px-3 py-1.5 text-sm font-semibold capitalize ring-1 ring-ocean-900/10 hover:bg-ocean-50"
          >
            {i18n._(label)}
          </a>
        ))}
      </nav>

      <ShowcaseSection
        id="colours"
        title={t`Colours`}
        description={t`Ocean for actions, sand for surfaces, coral for highlights. Text is ink; secondary text is muted.`}
      >
        <div className="space-y-4">
          {palettes.map((palette) => (
            <div key={palette}>
              <p className="mb-1.5 text-sm font-semibold">{i18n._(paletteLabels[palette])}</p>
              <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
                {swatches[palette].map((swatch, index) => (
                  <div key={swatch}>
                    <div
                      className={`h-12 rounded-xl ring-1 ring-ocean-900/8 ring-inset ${swatch}`}
                    />
                    <p className="mt-1 text-xs text-muted">{steps[index]}</p>
                  </div>
                ))}
              </div>
            </div>
          ))}
          <div className="flex gap-6 text-sm">
            <span className="font-semibold text-ink">
              {t({ message: 'Ink #10262f', comment: 'The text colour and its hex code' })}
            </span>
            <span className="text-muted">
              {t({
                message: 'Muted #56707a',
                comment: 'The secondary text colour and its hex code',
              })}
            </span>
          </div>
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="type"
        title={t`Typography`}
        description={t`Bricolage Grotesque for headings, Inter for everything else.`}
      >
        <div className="space-y-3">
          <p className="font-display text-5xl font-bold tracking-tight">
            {t`Dawn patrol at Ribeira d'Ilhas`}
          </p>
          <p className="font-display text-3xl font-semibold tracking-tight">
            {t`Sunset jam on the boulevard`}
          </p>
          <p className="font-display text-xl font-semibold">{t`Beach clean, Saturday 09:00`}</p>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">
            {t`Body text sits in Inter at a comfortable measure. Bring a reusable cup; the café at the car park opens early and the tide is low at eight.`}
          </p>
          <p className="text-sm text-muted">{t`Small print and captions use the muted ink.`}</p>
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="buttons"
        title={t`Buttons`}
        description={t`Variants, sizes, and the states a button can be in.`}
      >
        <div className="space-y-6">
          <Specimen label={t`Variants`}>
            {buttonVariantNames.map((variant) => (
              <Button key={variant} variant={variant}>
                {i18n._(buttonVariantLabels[variant])}
              </Button>
            ))}
          </Specimen>
          <Specimen label={t`Sizes`}>
            <Button size="sm">{t`Small`}</Button>
            <Button size="md">{t`Medium`}</Button>
            <Button size="lg">{t`Large`}</Button>
            <Button size="icon" aria-label={t`Like`}>
              <HeartIcon aria-hidden="true" />
            </Button>
            <Button
              size="icon-sm"
              variant="outline"
              aria-label={t({ message: 'Share', comment: 'Button' })}
            >
              <ShareIcon aria-hidden="true" />
            </Button>
          </Specimen>
          <Specimen label={t`States`}>
            <Button>
              <CalendarPlusIcon aria-hidden="true" />
              {t`With icon`}
            </Button>
            <Button disabled>
              {t({ message: 'Disabled', comment: 'A button that cannot be pressed' })}
            </Button>
            <Button loading loadingLabel={t`Saving...`}>
              {t`Saving`}
            </Button>
            <Button
              variant="secondary"
              loading={loading}
              onClick={() => {
                setLoading(true);
                window.setTimeout(() => setLoading(false), 1500);
              }}
            >
              {t`Click to load`}
            </Button>
          </Specimen>
          <Specimen label={t`Link buttons`}>
            <LinkButton to="/events">{t`Discover`}</LinkButton>
            <LinkButton to="/casual-plans" variant="outline">
              {t`Casual plans`}
            </LinkButton>
            <LinkButton to="/about" variant="link">
              {t`About Lineup`}
            </LinkButton>
          </Specimen>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="fields" title={t`Form fields`}>
        <div className="grid max-w-2xl gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ds-title">{t`Event title`}</Label>
            <Input id="ds-title" placeholder={t`Sunset session at Foz do Lizandro`} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ds-email">{t`E-mail`}</Label>
            <Input
              id="ds-email"
              type="email"
              defaultValue="not-an-email"
              aria-invalid="true"
              aria-describedby="ds-email-error"
            />
            <p id="ds-email-error" className="text-sm text-coral-700">
              {t`Enter a valid e-mail address.`}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ds-disabled">
              {t({ message: 'Disabled', comment: 'A field that cannot be changed' })}
            </Label>
            <Input id="ds-disabled" disabled defaultValue="Peniche" />
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor="ds-description">{t`Description`}</Label>
            <Textarea
              id="ds-description"
              placeholder={t`What should people bring? Where do you meet?`}
            />
          </div>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="badges" title={t`Badges`}>
        <div className="flex flex-wrap gap-2">
          <Badge>{t({ message: 'Surf', comment: 'An event category' })}</Badge>
          <Badge variant="neutral">{t({ message: 'Market', comment: 'An event category' })}</Badge>
          <Badge variant="accent">{t`Almost full`}</Badge>
          <Badge variant="outline">{t({ message: 'Free', comment: 'No entry fee' })}</Badge>
          <Badge variant="solid">{t`Going · 24`}</Badge>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="cards" title={t`Cards`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{t`Card title`}</CardTitle>
              <CardDescription>
                {t`A card groups one thing: an event, a plan, a setting.`}
              </CardDescription>
            </CardHeader>
            <CardContent className="text-sm leading-relaxed">
              {t`Content sits here with the same padding on every side.`}
            </CardContent>
            <CardFooter>
              <Button size="sm">{i18n._(buttonVariantLabels.primary)}</Button>
              <Button size="sm" variant="ghost">
                {i18n._(buttonVariantLabels.secondary)}
              </Button>
            </CardFooter>
          </Card>
          <Card className="flex flex-col justify-center gap-3 p-6">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <p className="text-sm text-muted">{t`A loading card, drawn with skeletons.`}</p>
          </Card>
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="avatars"
        title={t`Avatars`}
        description={t`A photo when there is one, initials when not, and '?' without a name.`}
      >
        <div className="flex flex-wrap items-end gap-4">
          <Avatar name="Lineup" src="/favicon.svg" size="xl" />
          <Avatar name="Inês Carvalho" size="xl" />
          <Avatar name="Daan de Vries" size="lg" />
          <Avatar name="nuwan" size="md" />
          <Avatar name={null} size="md" />
          <Avatar name="Broken image" src="/missing-avatar.webp" size="sm" />
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="feedback" title={t`Loading`}>
        <div className="flex flex-wrap items-center gap-8 text-ocean-700">
          <Spinner size="sm" />
          <Spinner size="md" />
          <Spinner size="lg" />
          <Spinner showLabel label={t`Loading...`} />
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="overlays"
        title={t`Dialog, menu and scroll area`}
        description={t`All work with the keyboard: Tab, arrows, Escape, type-ahead in menus.`}
      >
        <div className="flex flex-wrap items-start gap-6">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">{t`Open dialog`}</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{t`Cancel this event?`}</DialogTitle>
                <DialogDescription>
                  {t`Everyone who is going will see a cancelled banner. You cannot undo this.`}
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="destructive">{t`Cancel event`}</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button variant="ghost">{t`Keep it`}</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>

          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label={t`Event actions`}>
                <MoreHorizontalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>
                {t({ message: 'Event', comment: 'Menu heading' })}
              </DropdownMenuLabel>
              <DropdownMenuItem>
                <PencilIcon aria-hidden="true" />
                {t`Edit`}
              </DropdownMenuItem>
              <DropdownMenuItem>
                <ShareIcon aria-hidden="true" />
                {t({ message: 'Share', comment: 'Button' })}
              </DropdownMenuItem>
              <DropdownMenuItem disabled>
                <BellIcon aria-hidden="true" />
                {t`Remind me (disabled)`}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>
                {t({ message: 'Sort', comment: 'Menu heading: the order of a list' })}
              </DropdownMenuLabel>
              <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
                <DropdownMenuRadioItem value="soonest">{t`Soonest first`}</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="popular">{t`Most going`}</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive">
                <TrashIcon aria-hidden="true" />
                {t`Delete`}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>

          <ScrollArea
            className="h-56 w-64 rounded-2xl bg-surface ring-1 ring-ocean-900/10"
            aria-label={t`Towns`}
          >
            <ul className="p-2 text-sm">
              {towns.map((town) => (
                <li key={town} className="rounded-lg px-3 py-2 hover:bg-ocean-50">
                  {town}
                </li>
              ))}
            </ul>
          </ScrollArea>
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="toasts"
        title={t`Toasts`}
        description={t`Top-centre on phones, bottom-right from 768 px. The same text twice within two seconds shows once; at most five are kept.`}
      >
        <div className="flex flex-wrap gap-2.5">
          {toastExamples.map((example) => (
            <Button
              key={example.variant}
              variant="secondary"
              size="sm"
              onClick={() =>
                toast({
                  variant: example.variant,
                  title: i18n._(example.title),
                  description: i18n._(example.description),
                })
              }
            >
              {i18n._(example.label)}
            </Button>
          ))}
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="errors"
        title={t`Error page`}
        description={t`What people see when a page fails to render.`}
      >
        <p className="max-w-2xl text-sm leading-relaxed text-muted">
          <Trans>
            In development and tests, open{' '}
            <code className="rounded bg-sand-100 px-1.5 py-0.5 text-ink">{crashPath}</code> to make
            this page throw while rendering and see the error page. In a production build the same
            URL only does so when the browser has{' '}
            <code className="rounded bg-sand-100 px-1.5 py-0.5 text-ink">{crashKey}</code> set to{' '}
            <code className="rounded bg-sand-100 px-1.5 py-0.5 text-ink">{crashValue}</code> in
            local storage, as the browser tests do.
          </Trans>
        </p>
      </ShowcaseSection>
    </div>
  );
}
