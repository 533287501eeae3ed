import request from 'supertest';
import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import { gamificationStatsSchema, type GamificationStats } from '../../contracts/gamification';
import { step1, step2, step3 } from '../../projects/testing/step-data.fixtures';
import { activityPoints } from '@bb/kernel/folds';

// Whole app and real PostgreSQL on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(120_000);

describe('GET /api/gamification/stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 when signed out (the page shows Login Required)', async () => {
    await request(t.http).get('/api/gamification/stats').expect(401);
  });

  it('starts a new user at level 1, Aspiring Entrepreneur, after the sign-up login', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/register').send(newAccount()).expect(201);
    const stats = (await agent.get('/api/gamification/stats').expect(200)).body as GamificationStats;
    expect(gamificationStatsSchema.parse(stats)).toEqual(stats);
    expect(stats.progress).toMatchObject({
      level: 1,
      currentStreak: 1,
      longestStreak: 1,
      projectsCompleted: 0,
      stepsCompleted: 0,
    });
    expect(stats.currentLevel.title).toBe('Aspiring Entrepreneur');
    expect(stats.nextLevel).toMatchObject({ title: expect.any(String), pointsRequired: expect.any(Number) });
    expect(stats.recentActivities.map((a) => a.activityType)).toEqual(['login']);
    expect(stats.allAchievements.length).toBe(stats.totalAchievements);
  });

  it('scores a scripted session: register, login, create a project, save steps, view an idea', async () => {
    const agent = t.agent();
    const account = newAccount();
    const zone = { 'X-Time-Zone': 'Asia/Tokyo' };
    const registered = await agent.post('/api/auth/register').set(zone).send(account).expect(201);
    const userId = registered.body.user.id as string;
    await agent
      .post('/api/auth/login')
      .set(zone)
      .send({ email: account.email, password: account.password })
      .expect(200);
    const project = (await agent.post('/api/projects').set(zone).send({}).expect(201)).body as { id: string };
    await agent
      .patch(`/api/projects/${project.id}`)
      .set(zone)
      .send({ currentStep: 2, stepData: step1 })
      .expect(200);
    await agent
      .patch(`/api/projects/${project.id}`)
      .set(zone)
      .send({ currentStep: 4, stepData: { ...step2, ...step3 } })
      .expect(200);
    // Saving again without moving on scores nothing new.
    await agent
      .patch(`/api/projects/${project.id}`)
      .set(zone)
      .send({ stepData: { ...step3 }, title: 'Renamed' })
      .expect(200);
    const idea = (await agent.get('/api/idea-of-the-day').expect(200)).body as { id: string };
    await agent.post(`/api/idea-of-the-day/${idea.id}/view`).set(zone).send({}).expect(200);

    const stats = (await agent.get('/api/gamification/stats').set(zone).expect(200))
      .body as GamificationStats;
    expect(gamificationStatsSchema.parse(stats)).toEqual(stats);

    // One login a day (register and login the same day), one start, steps 1 to 3, one idea view.
    const activity =
      activityPoints.login +
      activityPoints.project_start +
      3 * activityPoints.step_complete +
      activityPoints.idea_view;
    const achievementPoints = stats.achievements.reduce((sum, a) => sum + a.points, 0);
    expect(stats.progress).toMatchObject({
      totalPoints: activity + achievementPoints,
      currentStreak: 1,
      longestStreak: 1,
      projectsCompleted: 0,
      stepsCompleted: 3,
    });
    expect(stats.achievements.map((a) => a.id)).toContain('first-project');
    expect(stats.progress.level).toBeGreaterThanOrEqual(1);
    expect(stats.currentLevel.pointsRequired).toBeLessThanOrEqual(stats.progress.totalPoints);
    if (stats.nextLevel) expect(stats.nextLevel.pointsRequired).toBeGreaterThan(stats.progress.totalPoints);
    // The latest 5, newest first: the idea view, the three steps, the project start.
    expect(stats.recentActivities.map((a) => [a.activityType, a.points])).toEqual([
      ['idea_view', activityPoints.idea_view],
      ['step_complete', activityPoints.step_complete],
      ['step_complete', activityPoints.step_complete],
      ['step_complete', activityPoints.step_complete],
      ['project_start', activityPoints.project_start],
    ]);
    expect(new Set(stats.recentActivities.map((a) => a.id)).size).toBe(5);
    const unlocked = stats.allAchievements.filter((a) => a.unlocked).map((a) => a.id);
    expect(unlocked).toEqual(expect.arrayContaining(stats.achievements.map((a) => a.id)));

    // The zone of the requests is on the events (X-Time-Zone), for streak days.
    const logins = await t.running.database
      .knex('events')
      .where({ stream_id: `user-${userId}`, event_type: 'identity.user-logged-in' })
      .select('metadata');
    expect(logins[0].metadata.timeZone).toBe('Asia/Tokyo');
    // Another user's stats are their own.
    const other = t.agent();
    await other.post('/api/auth/register').send(newAccount()).expect(201);
    const theirs = (await other.get('/api/gamification/stats').expect(200)).body as GamificationStats;
    expect(theirs.progress.stepsCompleted).toBe(0);
  });

  it('ignores an X-Time-Zone that is not a time zone', async () => {
    const agent = t.agent();
    await agent
      .post('/api/auth/register')
      .set('X-Time-Zone', 'Mars/Olympus_Mons')
      .send(newAccount())
      .expect(201);
    const stats = await agent.get('/api/gamification/stats').set('X-Time-Zone', '../../etc').expect(200);
    expect(stats.body.progress.currentStreak).toBe(1);
  });
});
