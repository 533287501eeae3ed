import type {
  GenerateIdeasRequest,
  GenerateTechDocumentationRequest,
  GenerateUserStoriesRequest,
  GenerateVibeCodingRequest,
} from '../../contracts/generation';
import type { BusinessIdea } from '../../contracts/step-data';

/** Requests shared by the generation specs. */

export const ideasRequest: GenerateIdeasRequest = {
  interests: 'fitness, cooking and travel',
  skills: 'web development, marketing',
  industry: 'healthcare',
  budget: '1000-5000',
};

export const petSitterIdea: BusinessIdea = {
  businessIdea: 'Pet Sitter Booking Platform',
  description:
    'An online platform where busy professionals discover, compare and book trusted pet sitters in minutes. Finding a reliable sitter still means phone calls and guesswork.',
  targetAudience: 'Busy professionals who travel often and own dogs',
  potentialRevenue: '$50K-$200K/year',
  keyFeatures: [
    'Sitter search with filters',
    'Online booking and payments',
    'Verified reviews',
    'Automated reminders',
    'Sitter dashboard',
  ],
  industry: 'Pet Care',
};

export const storiesRequest: GenerateUserStoriesRequest = {
  businessIdea: 'Pet Sitter Booking Platform',
  targetAudience: 'Busy professionals who travel often and own dogs',
  coreFeatures: [
    'Sitter search with filters',
    'Online appointment booking',
    'Secure payments',
    'Verified reviews',
    'Workout planner',
  ],
  businessModel: '15% commission on each booking',
};

export function techDocsRequest(
  complexity: GenerateTechDocumentationRequest['complexity'],
  budget?: GenerateTechDocumentationRequest['budget'],
): GenerateTechDocumentationRequest {
  return {
    businessIdea: 'Pet Sitter Booking Platform',
    targetAudience: 'Busy professionals who own dogs',
    complexity,
    budget,
    userStories: [
      {
        title: 'Online appointment booking',
        description: 'As a dog owner, I want to book a sitter for a date so that my dog is cared for.',
      },
      {
        title: 'Secure payments',
        description: 'As a dog owner, I want to pay by card so that I can complete my purchase.',
      },
      {
        title: 'Verified reviews',
        description: 'As a dog owner, I want to read reviews so that I can choose.',
      },
      {
        title: 'Chat with the sitter',
        description: 'As a dog owner, I want to message the sitter so that questions get answered.',
      },
      {
        title: 'Pet profiles',
        description: 'As a dog owner, I want to describe my pets so that sitters know them.',
      },
    ],
  };
}

export function vibeRequest(promptType: GenerateVibeCodingRequest['promptType']): GenerateVibeCodingRequest {
  return {
    promptType,
    requirements: 'Support dark mode and Spanish translations.',
    projectData: {
      ideaGeneration: { selectedIdea: petSitterIdea },
      nameGeneration: {
        selectedName: { name: 'Pawsitter', domain: 'pawsitter.com', description: 'A friendly name' },
      },
      techDocumentation: {
        techStack: {
          frontend: ['Next.js', 'Tailwind CSS'],
          backend: ['Node.js', 'Prisma ORM'],
          database: ['PostgreSQL (Neon)'],
          hosting: ['Vercel'],
        },
      },
      userStories: {
        coreFeatures: petSitterIdea.keyFeatures,
        generatedStories: [
          {
            id: 'US-001',
            title: 'Online booking',
            description: 'As a dog owner, I want to book a sitter.',
            priority: 'high',
            storyPoints: 5,
            acceptanceCriteria: [
              'I see free slots only',
              'I get a confirmation email',
              'I can cancel 24 hours before',
            ],
          },
        ],
      },
      styleGuide: {
        primaryColor: '#1E40AF',
        secondaryColor: '#0E7490',
        accentColor: '#F59E0B',
        neutralColor: '#475569',
        fontPrimary: 'Poppins',
        fontSecondary: 'Lato',
      },
    },
  };
}
