/**
 * The best-known brands (global brand rankings, the largest tech, retail, car, food, fashion and
 * media names): a generated name may not be one of them or within one letter of one
 * ("Subaro", "Gogle"). Lower case, letters and digits only.
 */
export const FAMOUS_BRANDS: readonly string[] = `
apple google microsoft amazon meta facebook instagram whatsapp youtube netflix tesla nvidia intel amd
ibm oracle cisco samsung sony lg panasonic philips siemens bosch huawei xiaomi lenovo dell hp
asus acer nokia ericsson motorola qualcomm adobe salesforce sap shopify stripe paypal visa mastercard
amex discover square venmo zelle klarna revolut monzo wise coinbase binance robinhood uber lyft
airbnb booking expedia tripadvisor spotify pandora twitter tiktok snapchat pinterest reddit linkedin
tumblr discord slack zoom dropbox notion figma canva atlassian jira trello asana github gitlab
openai anthropic mistral yahoo bing baidu alibaba tencent wechat alipay taobao jd rakuten ebay etsy
walmart target costco kroger aldi lidl tesco carrefour ikea wayfair bestbuy homedepot lowes sephora
ulta nike adidas puma reebok asics newbalance underarmour lululemon gap zara hm uniqlo primark
gucci prada chanel dior hermes louisvuitton versace armani burberry fendi balenciaga cartier tiffany
rolex omega swatch casio rayban oakley levis calvinklein tommy ralphlauren lacoste converse vans
timberland patagonia northface columbia coach michaelkors katespade pandora swarovski
cocacola coke pepsi fanta sprite redbull monster nestle danone kelloggs heinz kraft mars snickers
twix kitkat oreo nutella ferrero lindt hershey cadbury starbucks nespresso dunkin mcdonalds kfc
burgerking subway dominos pizzahut tacobell wendys chipotle heineken budweiser corona guinness
carlsberg stella jackdaniels smirnoff bacardi absolut hennessy moet
toyota honda nissan mazda subaru suzuki lexus hyundai kia ford chevrolet chevy gm cadillac buick
jeep dodge chrysler ram tesla bmw mercedes benz audi volkswagen vw porsche ferrari lamborghini
maserati bugatti bentley rolls royce jaguar landrover volvo saab fiat alfa peugeot renault citroen
skoda seat opel mini lotus rivian lucid harley ducati yamaha kawasaki michelin goodyear bridgestone
pirelli shell bp exxon mobil chevron total texaco
disney pixar marvel lego mattel barbie hasbro nintendo playstation xbox sega ubisoft activision
blizzard roblox fortnite minecraft twitch hbo hulu paramount warner universal fox cnn bbc espn
vogue forbes nasdaq nyse dowjones bloomberg reuters
ups fedex dhl usps maersk boeing airbus lockheed raytheon ge honeywell caterpillar deere
3m dupont bayer pfizer moderna novartis roche merck sanofi astrazeneca gsk abbott medtronic
jnj johnson colgate crest oralb gillette dove nivea loreal garnier maybelline olay pampers huggies
tide ariel persil dettol lysol clorox kleenex scotch duracell energizer
marriott hilton hyatt sheraton westin accor ibis emirates qatar lufthansa delta united ryanair
easyjet klm airfrance jetblue southwest
mckinsey deloitte pwc kpmg accenture goldman morgan jpmorgan chase citi citibank hsbc barclays
santander ing ubs allianz axa aig prudential fidelity vanguard blackrock schwab
intuit quickbooks xero hubspot mailchimp zendesk twilio okta datadog snowflake palantir
cloudflare akamai godaddy wix squarespace wordpress mozilla firefox chrome android ios windows
macos linux ubuntu kindle alexa siri cortana gemini bard chatgpt copilot
duolingo coursera udemy khan chegg grammarly peloton fitbit garmin strava gopro dyson
vitamix kitchenaid keurig weber yeti hydroflask stanley
doordash grubhub deliveroo justeat instacart postmates ocado gorillas glovo
zillow redfin compass realtor trulia wework regus
bitly matlab dogtopia remitly canva asana hario roca goldentulip ovenly levain neodent
headspace sleepio tinder bumble okcupid grindr supercell rovio zynga eventbrite ticketmaster
pipedrive clickup wrike bandcamp soundcloud deezer bamboohr goodreads nextdoor meetup
glassdoor ziprecruiter fiverr upwork taskrabbit thumbtack calendly typeform substack patreon
kickstarter indiegogo gofundme zipcar ubereats
steinway kawai bechstein bosendorfer rover wag mattermost rocketchat kumon gymboree
fourseasons ritzcarlton premierinn travelodge holidayinn bestwestern nextbike citibike velib brompton
freshbooks zoho
buzzsprout libsyn anchor podbean captivate transistor simplecast megaphone spreaker lush dove neals nealsyard weleda bodyshop crowdstrike mandiant darktrace rapid7 tenable qualys nessus vanta drata checkmarx spond teamsnap pitchero playfootball littlekickers jumpingclay partydelights
`
  .split(/\s+/)
  .filter(Boolean);
