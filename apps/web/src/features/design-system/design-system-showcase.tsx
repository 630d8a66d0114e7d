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

const toastExamples: { variant: ToastVariant; title: string; description: string }[] = [
  {
    variant: 'default',
    title: 'Saved to your calendar',
    description: 'Sunset session, Friday 19:30.',
  },
  { variant: 'success', title: 'You are going', description: 'We told the organiser.' },
  {
    variant: 'info',
    title: 'Swell is picking up',
    description: 'Two new events nearby this weekend.',
  },
  { variant: 'warning', title: 'Almost full', description: 'Only 3 spots left on this plan.' },
  {
    variant: 'destructive',
    title: 'Could not save',
    description: 'Check your connection and try again.',
  },
];

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
  const [loading, setLoading] = useState(false);
  const [sort, setSort] = useState('soonest');

  return (
    <div>
      <nav aria-label="Sections" className="mb-10 flex flex-wrap gap-2">
        {[
          'colours',
          'type',
          'buttons',
          'fields',
          'badges',
          'cards',
          'avatars',
          'feedback',
          'overlays',
          'toasts',
          'errors',
        ].map((id) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full bg-surface px-3 py-1.5 text-sm font-semibold capitalize ring-1 ring-ocean-900/10 hover:bg-ocean-50"
          >
            {id}
          </a>
        ))}
      </nav>

      <ShowcaseSection
        id="colours"
        title="Colours"
        description="Ocean for actions, sand for surfaces, coral for highlights. Text is ink; secondary text is muted."
      >
        <div className="space-y-4">
          {palettes.map((palette) => (
            <div key={palette}>
              <p className="mb-1.5 text-sm font-semibold capitalize">{palette}</p>
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
            <span className="font-semibold text-ink">Ink #10262f</span>
            <span className="text-muted">Muted #56707a</span>
          </div>
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="type"
        title="Typography"
        description="Bricolage Grotesque for headings, Inter for everything else."
      >
        <div className="space-y-3">
          <p className="font-display text-5xl font-bold tracking-tight">
            Dawn patrol at Ribeira d'Ilhas
          </p>
          <p className="font-display text-3xl font-semibold tracking-tight">
            Sunset jam on the boulevard
          </p>
          <p className="font-display text-xl font-semibold">Beach clean, Saturday 09:00</p>
          <p className="max-w-2xl text-lg leading-relaxed text-muted">
            Body text sits in Inter at a comfortable measure. Bring a reusable cup; the café at the
            car park opens early and the tide is low at eight.
          </p>
          <p className="text-sm text-muted">Small print and captions use the muted ink.</p>
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="buttons"
        title="Buttons"
        description="Variants, sizes, and the states a button can be in."
      >
        <div className="space-y-6">
          <Specimen label="Variants">
            {buttonVariantNames.map((variant) => (
              <Button key={variant} variant={variant} className="capitalize">
                {variant}
              </Button>
            ))}
          </Specimen>
          <Specimen label="Sizes">
            <Button size="sm">Small</Button>
            <Button size="md">Medium</Button>
            <Button size="lg">Large</Button>
            <Button size="icon" aria-label="Like">
              <HeartIcon aria-hidden="true" />
            </Button>
            <Button size="icon-sm" variant="outline" aria-label="Share">
              <ShareIcon aria-hidden="true" />
            </Button>
          </Specimen>
          <Specimen label="States">
            <Button>
              <CalendarPlusIcon aria-hidden="true" />
              With icon
            </Button>
            <Button disabled>Disabled</Button>
            <Button loading loadingLabel="Saving...">
              Saving
            </Button>
            <Button
              variant="secondary"
              loading={loading}
              onClick={() => {
                setLoading(true);
                window.setTimeout(() => setLoading(false), 1500);
              }}
            >
              Click to load
            </Button>
          </Specimen>
          <Specimen label="Link buttons">
            <LinkButton to="/events">Discover</LinkButton>
            <LinkButton to="/casual-plans" variant="outline">
              Casual plans
            </LinkButton>
            <LinkButton to="/about" variant="link">
              About Lineup
            </LinkButton>
          </Specimen>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="fields" title="Form fields">
        <div className="grid max-w-2xl gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ds-title">Event title</Label>
            <Input id="ds-title" placeholder="Sunset session at Foz do Lizandro" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ds-email">E-mail</Label>
            <Input
              id="ds-email"
              type="email"
              defaultValue="not-an-email"
              aria-invalid="true"
              aria-describedby="ds-email-error"
            />
            <p id="ds-email-error" className="text-sm text-coral-700">
              Enter a valid e-mail address.
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ds-disabled">Disabled</Label>
            <Input id="ds-disabled" disabled defaultValue="Peniche" />
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor="ds-description">Description</Label>
            <Textarea
              id="ds-description"
              placeholder="What should people bring? Where do you meet?"
            />
          </div>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="badges" title="Badges">
        <div className="flex flex-wrap gap-2">
          <Badge>Surf</Badge>
          <Badge variant="neutral">Market</Badge>
          <Badge variant="accent">Almost full</Badge>
          <Badge variant="outline">Free</Badge>
          <Badge variant="solid">Going · 24</Badge>
        </div>
      </ShowcaseSection>

      <ShowcaseSection id="cards" title="Cards">
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Card title</CardTitle>
              <CardDescription>
                A card groups one thing: an event, a plan, a setting.
              </CardDescription>
            </CardHeader>
            <CardContent className="text-sm leading-relaxed">
              Content sits here with the same padding on every side.
            </CardContent>
            <CardFooter>
              <Button size="sm">Primary</Button>
              <Button size="sm" variant="ghost">
                Secondary
              </Button>
            </CardFooter>
          </Card>
          <Card className="flex flex-col justify-center gap-3 p-6">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <p className="text-sm text-muted">A loading card, drawn with skeletons.</p>
          </Card>
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="avatars"
        title="Avatars"
        description="A photo when there is one, initials when not, and '?' without a name."
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

      <ShowcaseSection id="feedback" title="Loading">
        <div className="flex flex-wrap items-center gap-8 text-ocean-700">
          <Spinner size="sm" />
          <Spinner size="md" />
          <Spinner size="lg" />
          <Spinner showLabel label="Loading..." />
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="overlays"
        title="Dialog, menu and scroll area"
        description="All work with the keyboard: Tab, arrows, Escape, type-ahead in menus."
      >
        <div className="flex flex-wrap items-start gap-6">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">Open dialog</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Cancel this event?</DialogTitle>
                <DialogDescription>
                  Everyone who is going will see a cancelled banner. You cannot undo this.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="destructive">Cancel event</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button variant="ghost">Keep it</Button>
                </DialogClose>
              </DialogFooter>
            </DialogContent>
          </Dialog>

          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label="Event actions">
                <MoreHorizontalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>Event</DropdownMenuLabel>
              <DropdownMenuItem>
                <PencilIcon aria-hidden="true" />
                Edit
              </DropdownMenuItem>
              <DropdownMenuItem>
                <ShareIcon aria-hidden="true" />
                Share
              </DropdownMenuItem>
              <DropdownMenuItem disabled>
                <BellIcon aria-hidden="true" />
                Remind me (disabled)
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>Sort</DropdownMenuLabel>
              <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
                <DropdownMenuRadioItem value="soonest">Soonest first</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="popular">Most going</DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive">
                <TrashIcon aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>

          <ScrollArea
            className="h-56 w-64 rounded-2xl bg-surface ring-1 ring-ocean-900/10"
            aria-label="Towns"
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
        title="Toasts"
        description="Top-centre on phones, bottom-right from 768 px. The same text twice within two seconds shows once; at most five are kept."
      >
        <div className="flex flex-wrap gap-2.5">
          {toastExamples.map((example) => (
            <Button
              key={example.variant}
              variant="secondary"
              size="sm"
              className="capitalize"
              onClick={() => toast(example)}
            >
              {example.variant}
            </Button>
          ))}
        </div>
      </ShowcaseSection>

      <ShowcaseSection
        id="errors"
        title="Error page"
        description="What people see when a page fails to render."
      >
        <p className="max-w-2xl text-sm leading-relaxed text-muted">
          In development and tests, open{' '}
          <code className="rounded bg-sand-100 px-1.5 py-0.5 text-ink">/design-system?crash=1</code>{' '}
          to make this page throw while rendering and see the error page. In a production build the
          same URL only does so when the browser has{' '}
          <code className="rounded bg-sand-100 px-1.5 py-0.5 text-ink">lineup_crash_test</code> set
          to <code className="rounded bg-sand-100 px-1.5 py-0.5 text-ink">true</code> in local
          storage, as the browser tests do.
        </p>
      </ShowcaseSection>
    </div>
  );
}
