// The visitor-facing text, English side. SPEC's wording is kept exactly (the end-to-end tests
// read it); es.ts holds the same keys. Messages are ICU MessageFormat: {name} is a value the page fills
// in, and <0>…</0> wraps the element richText() puts there (a link, a phone number).
// Keys are namespace.rest: the namespace decides which pages receive the message (catalogue.server.ts).
export const en = {
  // Every page: the document, the header, the footer, the language switch.
  "site.skipToContent": "Skip to content",
  "site.nav.main": "Main",
  "site.nav.sections": "Sections",
  "site.nav.howItWorks": "How It Works",
  "site.nav.pricing": "Pricing",
  "site.nav.testimonials": "Testimonials",
  "site.nav.faq": "FAQ",
  "site.header.getStarted": "Get Started - Free Consultation",
  "site.header.callUs": "Call us at {phone}",
  "site.phone.spanishSpoken": "Hablamos español",
  "site.header.openMenu": "Open menu",
  "site.menu.label": "Menu",
  "site.menu.close": "Close menu",
  "site.menu.getStarted": "Get Started",
  "site.switch.label": "Español",
  "site.switch.hint": "Leer esta página en español",
  "site.suggest.text": "¿Prefiere español?",
  "site.suggest.link": "Ver esta página en español",
  "site.suggest.dismiss": "No, gracias",
  "site.footer.slogan": "The smart way to buy a car.",
  "site.footer.company": "Company",
  "site.footer.about": "About Us",
  "site.footer.blog": "Blog",
  "site.footer.terms": "Terms",
  "site.footer.contact": "Contact Us",
  "site.footer.quickLinks": "Quick Links",
  "site.footer.getInTouch": "Get in Touch",
  "site.footer.howItWorks": "How It Works",
  "site.footer.pricing": "Pricing",
  "site.footer.whyTrustUs": "Why Trust Us",
  "site.footer.brands": "Our Brands",
  "site.footer.vehicleTypes": "Vehicles Type",
  "site.footer.type.sedan": "Sedan",
  "site.footer.type.hatchback": "Hatchback",
  "site.footer.type.suv": "SUV",
  "site.footer.type.hybrid": "Hybrid",
  "site.footer.type.electric": "Electric",
  "site.footer.type.coupe": "Coupe",
  "site.footer.type.truck": "Truck",
  "site.footer.type.convertible": "Convertible",
  "site.footer.rights": "© {year} {brand}. All rights reserved.",
  "site.footer.newTab": " (opens in a new tab)",
  "site.footer.termsOfService": "Terms of Service",
  "site.footer.privacyPolicy": "Privacy Policy",
  "site.footer.backToTop": "Back to top ↑",
  "site.hours.weekdays": "Mon-Fri",
  "site.hours.saturday": "Sat",
  "site.hours.shift": "{days}: {opens}-{closes} PT",
  "site.error.notFound": "Page not found",
  "site.error.failed": "Something went wrong",
  "site.error.home": "Back to the home page",
  "site.newsletter.label": "Newsletter signup",
  "site.newsletter.prompt": "Get car-buying tips in your inbox",
  "site.newsletter.placeholder": "you@email.com",
  "site.newsletter.subscribe": "Subscribe",
  "site.newsletter.subscribing": "Subscribing...",
  "site.newsletter.confirmationSent":
    "Thanks! Unless this address is already subscribed, look in your inbox for our email and click its link to confirm.",
  "site.newsletter.noted": "Thanks! We've noted your interest in our car-buying tips.",
  "site.newsletter.failure": "Something went wrong. Please try again.",
  "site.rateLimited": "Too many requests. Please wait a minute and try again.",

  // The lead forms (modal and bottom), their rules' messages (SPEC §5) and the thank-you view.
  "form.modal.title": "Get Started – Free Consultation",
  "form.modal.close": "Close",
  "form.submit": "Get My Free Consultation",
  "form.submitting": "Submitting...",
  "form.firstName": "First name",
  "form.lastName": "Last name",
  "form.phone": "Phone",
  "form.phonePlaceholder": "(123) 456-7890",
  "form.email": "Email",
  "form.make": "Make",
  "form.selectMake": "Select make",
  "form.modelYear": "Model year",
  "form.selectYear": "Select year",
  "form.yearOrNewer": "{year} or newer",
  "form.model": "Model",
  "form.selectModel": "Select model",
  "form.loadingModels": "Loading models...",
  "form.zipCode": "Zip code",
  "form.honeypot": "Website",
  "form.consent":
    "By giving us your phone number you agree that our advisors may call or text you about your car purchase. Consent is not a condition " +
    "of buying anything. See our <0>Privacy Notice</0>.",
  "form.saveFailure": "There was an error submitting your information. Please try calling us directly at {phone}.",
  "form.thanks.title": "Thank You!",
  "form.thanks.callback": "An advisor will call you within 1-2 hours during business hours.",
  "form.thanks.call": "Can't wait? Call us at <0/>",
  "form.thanks.receipt": "<0>See what you asked</0> on your request's own page.",
  "form.error.firstNameRequired": "First name is required",
  "form.error.lastNameRequired": "Last name is required",
  "form.error.firstNameTooShort": "First name must be at least 2 characters",
  "form.error.lastNameTooShort": "Last name must be at least 2 characters",
  "form.error.nameInvalid": "Please enter a valid name",
  "form.error.phoneRequired": "Phone number is required",
  "form.error.phoneLength": "Please enter a 10-digit phone number",
  "form.error.phoneAreaCode": "Invalid area code (cannot start with 0 or 1)",
  "form.error.phoneExchange": "Invalid phone number format",
  "form.error.phoneRepeated": "Please enter a valid phone number",
  "form.error.phoneNotUs": "Please enter a US phone number",
  "form.error.emailRequired": "Email is required",
  "form.error.emailInvalid": "Please enter a valid email address",
  "form.error.emailBlockedDomain": "Please use a valid email address (test domains not allowed)",
  "form.error.emailSpam": "This email address appears to be associated with spam. Please use a valid email address.",
  "form.error.zipRequired": "Zip code is required",
  "form.error.zipInvalid": "Please enter a valid 5-digit zip code",
  "form.error.makeRequired": "Please select a make",
  "form.error.modelRequired": "Please select a model",
  "form.error.modelYearRequired": "Model year is required",
  "form.error.formExpired": "This form has expired. Please submit it again.",
  "form.error.didYouMean": "Did you mean {address}?",

  // The landing pages (/, /landing/v1, the catch-all).
  "landing.meta.title": "Expert Car Buying for California",
  "landing.meta.description":
    "Free consultation with a car-buying advisor: we find your car, negotiate the price and deliver it. For cars registered in California.",
  "landing.hero.kicker": "For cars registered in California",
  "landing.hero.title": "Skip the dealership. Save {amount} on your next car.",
  "landing.hero.intro": "Our advisors find the car, negotiate the price and deliver it to you. You approve everything.",
  "landing.search.label": "Find your car",
  "landing.search.vehicleType": "Vehicle type",
  "landing.search.type.new": "New Cars",
  "landing.search.type.used": "Used Cars",
  "landing.search.type.cpo": "Certified Pre-Owned",
  "landing.search.make": "Make",
  "landing.search.allMakes": "All Makes",
  "landing.search.model": "Model",
  "landing.search.allModels": "All Models",
  "landing.search.loadingModels": "Loading models...",
  "landing.search.budget": "Budget",
  "landing.search.anyBudget": "Any Budget",
  "landing.search.under": "Under {amount}",
  "landing.search.between": "{from}-{to}",
  "landing.search.over": "Over {amount}",
  "landing.search.zip": "ZIP code",
  "landing.search.zipPlaceholder": "e.g. 90210",
  "landing.search.submit": "Get Started",
  "landing.stats.label": "Our record",
  "landing.stats.customers": "Satisfied Customers",
  "landing.stats.customerSavings": "Customer Savings",
  "landing.stats.averageSavings": "Average Savings",
  "landing.stats.years": "Years Serving California",
  "landing.how.title": "How It Works",
  "landing.how.intro": "Four steps from first call to keys in hand.",
  "landing.how.step1.title": "Tell Us What You Want",
  "landing.how.step1.body": "Start with a free 15-minute consultation. Share the car, the budget and the timeline you have in mind.",
  "landing.how.step2.title": "Trade-In Evaluation",
  "landing.how.step2.body": "We price your current car against real offers, so your trade-in adds to your savings instead of eating them.",
  "landing.how.step3.title": "We Find It & Negotiate",
  "landing.how.step3.body":
    "Our advisors search the dealer network and negotiate the price for you. You approve everything before we proceed.",
  "landing.how.step4.title": "Drive Away Happy",
  "landing.how.step4.body": "Sign, and we deliver the car to you, with one-hour delivery or pickup. No dealership marathon.",
  "landing.how.cta": "Get Your Free Consultation",
  "landing.brands.label": "Brands we buy",
  "landing.trust.title": "Trusted by Californians",
  "landing.trust.tabs": "Trust badges",
  "landing.trust.partners": "Partners",
  "landing.trust.media": "Media",
  "landing.trust.partnerDetail": "Dealer network partner",
  "landing.trust.profile": " (our public profile, opens in a new tab)",
  "landing.testimonials.title": "What Our Customers Say",
  "landing.testimonials.carousel": "Customer testimonials",
  "landing.testimonials.slide": "{index} of {count}",
  "landing.testimonials.previous": "Previous testimonial",
  "landing.testimonials.next": "Next testimonial",
  "landing.testimonials.show": "Show testimonial {index}",
  "landing.testimonials.t1.quote":
    "They saved me over $4,000 on my new RAV4 and I never set foot in a showroom. The car showed up at my office.",
  "landing.testimonials.t1.category": "New car",
  "landing.testimonials.t2.quote": "My advisor got a better trade-in offer than the dealer's by almost two grand. Honest, fast and easy.",
  "landing.testimonials.t2.category": "Trade-in",
  "landing.testimonials.t3.quote": "First car I've bought without the dreaded back-and-forth. I approved every step and they did the rest.",
  "landing.testimonials.t3.category": "First-time buyer",
  "landing.pricing.title": "Simple, Transparent Pricing",
  "landing.pricing.intro": "Start free. Pay only when we do the work.",
  "landing.pricing.popular": "Most Popular",
  "landing.pricing.free": "FREE",
  "landing.pricing.getStarted": "Get started<0> with {tier}</0>",
  "landing.pricing.consultation.name": "Consultation",
  "landing.pricing.consultation.blurb": "Advice from an expert before you set foot in a dealership.",
  "landing.pricing.consultation.f1": "15-minute call with an advisor",
  "landing.pricing.consultation.f2": "Fair-price guidance for your target car",
  "landing.pricing.consultation.f3": "Trade-in pointers",
  "landing.pricing.consultation.f4": "No obligation",
  "landing.pricing.full.name": "Full-Service",
  "landing.pricing.full.blurb": "We find the car, negotiate the price and handle the paperwork.",
  "landing.pricing.full.f1": "Everything in Consultation",
  "landing.pricing.full.f2": "Search across our dealer network",
  "landing.pricing.full.f3": "Price negotiation on your behalf",
  "landing.pricing.full.f4": "Trade-in evaluation",
  "landing.pricing.full.f5": "Contract review",
  "landing.pricing.white.name": "White-Glove",
  "landing.pricing.white.blurb": "The whole purchase handled, down to the keys in your hand.",
  "landing.pricing.white.f1": "Everything in Full-Service",
  "landing.pricing.white.f2": "Home or office delivery",
  "landing.pricing.white.f3": "Trade-in pickup",
  "landing.pricing.white.f4": "Dedicated advisor from start to finish",
  "landing.guarantee.title": "100% Satisfaction Guarantee",
  "landing.guarantee.body":
    "If you're not 100% satisfied, we refund your service fee in full. {percent}% of our customers are, and they " +
    "save {hours} hours on average.",
  "landing.guarantee.cta": "Start Risk-Free",
  "landing.faq.title": "Frequently Asked Questions",
  "landing.faq.getStarted": "Get Started",
  "landing.faq.q1": "How does the service work?",
  "landing.faq.a1":
    "You tell us what you want, we evaluate your trade-in, search our dealer network, negotiate the price and " +
    "arrange delivery. You approve every step before we proceed.",
  "landing.faq.q2": "How much can I save?",
  "landing.faq.a2": "Our customers save {average} on average, and together more than {total}.",
  "landing.faq.q3": "How much does it cost?",
  "landing.faq.a3":
    "The consultation is free. Full-Service is {fullService} and White-Glove, with home or office delivery, is {whiteGlove}.",
  "landing.faq.q4": "Do you help with used cars?",
  "landing.faq.a4":
    "New cars are our specialty, and that is where we save our customers the most. We help with used cars too, as a secondary service.",
  "landing.faq.q5": "Which areas do you serve?",
  "landing.faq.a5": "We serve buyers who will register their car in California, from San Diego to the Bay Area and beyond.",
  "landing.faq.q6": "How quickly will I hear from you?",
  "landing.faq.a6": "An advisor will contact you within 24 hours of your request.",
  "landing.faq.q7": "Can you handle my trade-in?",
  "landing.faq.a7": "Yes. We evaluate your current car against real offers and fold the best one into your deal.",
  "landing.faq.q8": "Do I have to go to the dealership?",
  "landing.faq.a8": "No. We negotiate for you and offer one-hour delivery or pickup; White-Glove includes delivery to your home or office.",
  "landing.faq.q9": "What if I'm not satisfied?",
  "landing.faq.a9": "If you're not 100% satisfied, we refund your service fee in full.",
  "landing.faq.q10": "How do I get started?",
  "landing.faq.a10": "Book your free consultation and an advisor will call you.",
  "landing.bottom.title": "Ready to Save on Your Next Car?",
  "landing.bottom.intro": "Tell us what you're looking for. An advisor will call you within 1-2 hours during business hours.",
  // The chat (/chatbot, /chatbot/chat, /get-started): its page, questions, choices, rules' messages,
  // canned replies and endings (SPEC §3-§5, §7, §8). Sent to the chat pages only (catalogue.server.ts).
  "chat.meta.title": "Chat With Our Car-Buying Assistant",
  "chat.page.title": "Chat with the {brand} assistant",
  "chat.page.intro": "A few quick questions, then an advisor finds your car and negotiates the price for you.",
  "chat.ui.home": "{brand} home",
  "chat.ui.startOver": "Start over",
  "chat.ui.progress": "Progress",
  "chat.ui.conversation": "Conversation",
  "chat.ui.typing": "The assistant is typing",
  "chat.ui.edit": "Edit",
  "chat.ui.editAnswer": " answer “{answer}”",
  "chat.ui.fromPrice": "from {price}",
  "chat.ui.whatNext": "What happens next",
  "chat.ui.learnMore": "Learn More About Us",
  "chat.ui.call": "Call",
  "chat.ui.privatePage": "Your private page",
  "chat.ui.privatePageLink":
    "Follow your request, book your call and read your quote check in full on <0>your private page</0>. Keep its link to yourself.",
  "chat.ui.readingList": "Reading list",
  "chat.ui.skip": "Skip",
  "chat.ui.answerOptions": "Answer options",
  "chat.ui.suggestedAnswers": "Suggested answers",
  "chat.ui.yourAnswer": "Your answer",
  "chat.ui.send": "Send",
  "chat.ui.leftEmpty": "(left empty)",
  "chat.ui.chooseUpTo": "Choose up to {max}",
  "chat.ui.continueCount": "Continue ({picked}/{max})",
  "chat.ui.continue": "Continue",
  "chat.ui.budget": "Budget",
  "chat.ui.uploading": "Uploading...",
  "chat.ui.chooseFile": "Choose a file",
  "chat.ui.uploaded": "Uploaded {file}",
  "chat.ui.sources": "Sources",
  "chat.notice.privacy":
    "Your answers go to our car-buying advisors so they can help you. How we use and keep them: our <0>Privacy Notice</0>.",
  "chat.notice.phone":
    "By giving us your phone number you agree that our advisors may call or text you about your car purchase. Consent is not a condition " +
    "of buying anything.",
  "chat.noScript.title": "Tell us here instead",
  "chat.noScript.text":
    "The assistant needs JavaScript, which is off in this browser. Leave your details and an advisor will call you within 1-2 hours " +
    "during business hours, or call us at <0/>.",
  "chat.q.greeting":
    "Hi! I'm the {brand} assistant. I'll ask a few quick questions so an advisor can find you the right car at the right price.",
  "chat.q.name": "First, what's your first name?",
  "chat.q.zipCode": "Nice to meet you, {name}! What's your ZIP code?",
  "chat.q.vehicleType": "Are you shopping for a new, certified pre-owned or used car?",
  "chat.q.timeline": "When are you hoping to buy?",
  "chat.q.experience": "How have your past car-buying experiences been?",
  "chat.q.knowsVehicle": "Do you already know which car you want?",
  "chat.q.make": "Which make are you interested in?",
  "chat.q.model": "Which {make} model?",
  "chat.q.modelNoMake": "Which model?",
  "chat.q.year": "Which model year?",
  "chat.q.trim": "Any particular trim? (You can leave this empty.)",
  "chat.q.dealerQuote": "Do you already have a quote from a dealer?",
  "chat.q.dealerQuoteUpload":
    "Great! Upload a photo or PDF of the quote and we'll see how much we can beat it by (JPG, PNG, HEIC or PDF, up to 10 MB).",
  "chat.q.bodyStyle": "No problem! What kind of vehicle fits your life?",
  "chat.q.location": "Where do you mostly drive?",
  "chat.q.passengers": "How many people usually ride with you?",
  "chat.q.dailyDriving": "How far do you drive on a typical day?",
  "chat.q.priorities": "What matters most to you? Choose up to {max}.",
  "chat.q.financingType": "How are you planning to pay?",
  "chat.q.budgetMonthly": "What monthly payment feels comfortable?",
  "chat.q.budgetTotal": "What's your total budget?",
  "chat.q.suggestions": "Here are a few popular models in your range:",
  "chat.q.creditRange": "Roughly where is your credit score?",
  "chat.q.tradeIn": "Do you have a car to trade in?",
  "chat.q.tradeInMake": "What make is your trade-in?",
  "chat.q.tradeInModel": "And the model?",
  "chat.q.tradeInYear": "What year is it?",
  "chat.q.tradeInMileage": "About how many miles are on it?",
  "chat.q.tradeInCondition": "What condition is it in?",
  "chat.q.tradeInPayoff": "Do you still owe anything on it? Enter the payoff amount, or leave it empty.",
  "chat.q.readyToTalk": "Would you like an advisor to call you about this?",
  "chat.q.phone": "What's the best phone number to reach you?",
  "chat.q.email": "And your email address?",
  "chat.q.lastName": "What's your last name?",
  "chat.q.notes": "Anything else your advisor should know? (Optional.)",
  "chat.q.articles": "No problem! Here's some reading to help you shop smarter:",
  "chat.q.newsletterSignup": "Would you like our car-buying tips by email?",
  "chat.q.newsletterEmail": "What email should we send them to?",
  "chat.q.moreArticles": "Here are our most popular guides:",
  "chat.q.followUpText": "Is there anything else I can help you with?",
  "chat.q.followUp": "Would you like an advisor to reach out?",
  "chat.q.goodbye": "Thanks for chatting, {name}! Come back any time.",
  "chat.q.farewell": "No problem, {name}. If you have questions later, call us at {phone}. Happy car hunting!",
  "chat.name.unknown": "there",
  "chat.heroBudget.total": "You searched for {range}.",
  "chat.heroBudget.monthly": "You searched for {range}, which is about {payments} a month over {months} months.",
  "chat.heroBudget.under": "under {amount}",
  "chat.heroBudget.rangeUnder": "Under {amount}",
  "chat.heroBudget.rangeOver": "Over {amount}",
  "chat.heroBudget.over": "over {amount}",
  "chat.budget.monthly": "{amount}/month",
  "chat.summary.intro": "Here's what I have, {name}: {parts}.",
  "chat.summary.new": "new car",
  "chat.summary.cpo": "certified pre-owned car",
  "chat.summary.used": "used car",
  "chat.summary.vehicle": "{year} {make} {model}",
  "chat.summary.bodyStyle.sedan": "sedan",
  "chat.summary.bodyStyle.suv": "SUV",
  "chat.summary.bodyStyle.truck": "truck",
  "chat.summary.bodyStyle.ev": "electric (EV)",
  "chat.summary.bodyStyle.coupe": "coupe",
  "chat.summary.bodyStyle.minivan": "minivan",
  "chat.summary.bodyStyle.wagon": "wagon",
  "chat.summary.bodyStyle.convertible": "convertible",
  "chat.summary.bodyStyle.hatchback": "hatchback",
  "chat.summary.financingType.cash": "paying cash",
  "chat.summary.financingType.finance": "financing",
  "chat.summary.financingType.lease": "leasing",
  "chat.summary.financingType.unsure": "payment not decided yet",
  "chat.summary.lastItem": "{list}, {last}",
  "chat.summary.budget": "budget {amount}",
  "chat.summary.tradeIn": "trading in a {car}",
  "chat.summary.noTradeIn": "no trade-in",
  "chat.summary.cpoFee": " Certified pre-owned purchases have a flat {fee} fee.",
  "chat.complete.qualified":
    "You're all set, {name}! An advisor will call you within a few hours. Our customers save {savings} on average, and you approve " +
    "everything before we proceed.",
  "chat.complete.other":
    "Thanks, {name}! We specialize in new and certified pre-owned cars registered in California, and an advisor will be in touch " +
    "within a few hours to see how we can help. Questions meanwhile? Call {phone}.",
  "chat.choice.vehicleType.new": "New",
  "chat.choice.vehicleType.cpo": "Certified Pre-Owned",
  "chat.choice.vehicleType.used": "Used",
  "chat.choice.timeline.now": "Right now",
  "chat.choice.timeline.1-3months": "In 1-3 months",
  "chat.choice.timeline.3-6months": "In 3-6 months",
  "chat.choice.timeline.exploring": "Just exploring",
  "chat.choice.experience.first-time": "This is my first time",
  "chat.choice.experience.dreaded": "I've dreaded it before",
  "chat.choice.experience.fine": "It's been fine",
  "chat.choice.knowsVehicle.yes": "Yes, I know what I want",
  "chat.choice.knowsVehicle.exploring": "I'm still exploring",
  "chat.choice.dealerQuote.yes": "Yes, I have a quote",
  "chat.choice.no": "No",
  "chat.choice.yes": "Yes",
  "chat.choice.bodyStyle.sedan": "Sedan",
  "chat.choice.bodyStyle.suv": "SUV",
  "chat.choice.bodyStyle.truck": "Truck",
  "chat.choice.bodyStyle.ev": "Electric (EV)",
  "chat.choice.bodyStyle.coupe": "Coupe",
  "chat.choice.bodyStyle.minivan": "Minivan",
  "chat.choice.bodyStyle.wagon": "Wagon",
  "chat.choice.bodyStyle.convertible": "Convertible",
  "chat.choice.bodyStyle.hatchback": "Hatchback",
  "chat.choice.location.city": "City",
  "chat.choice.location.suburbs": "Suburbs",
  "chat.choice.location.rural": "Rural",
  "chat.choice.passengers.1-2": "1-2",
  "chat.choice.passengers.3-4": "3-4",
  "chat.choice.passengers.5+": "5 or more",
  "chat.choice.dailyDriving.short": "Short (<20 miles)",
  "chat.choice.dailyDriving.medium": "Medium (20-50)",
  "chat.choice.dailyDriving.long": "Long (>50)",
  "chat.choice.priorities.safety": "Safety",
  "chat.choice.priorities.fuel": "Fuel economy",
  "chat.choice.priorities.space": "Space",
  "chat.choice.priorities.tech": "Technology",
  "chat.choice.priorities.performance": "Performance",
  "chat.choice.priorities.luxury": "Luxury",
  "chat.choice.priorities.reliability": "Reliability",
  "chat.choice.priorities.price": "Price",
  "chat.choice.financingType.cash": "Cash",
  "chat.choice.financingType.finance": "Finance",
  "chat.choice.financingType.lease": "Lease",
  "chat.choice.financingType.unsure": "Not sure yet",
  "chat.choice.creditRange.excellent": "Excellent (740+)",
  "chat.choice.creditRange.good": "Good (700-739)",
  "chat.choice.creditRange.fair": "Fair (640-699)",
  "chat.choice.creditRange.poor": "Poor (below 640)",
  "chat.choice.creditRange.unsure": "Not sure",
  "chat.choice.condition.excellent": "Excellent",
  "chat.choice.condition.good": "Good",
  "chat.choice.condition.fair": "Fair",
  "chat.choice.condition.poor": "Poor",
  "chat.choice.readyToTalk.yes": "Yes, let's talk",
  "chat.choice.readyToTalk.no": "Not yet",
  "chat.choice.newsletterSignup.yes": "Yes, sign me up",
  "chat.choice.noThanks": "No thanks",
  "chat.choice.followUp.yes": "Yes, connect me",
  "chat.error.inappropriate": "I'm here to help you find a car. Please keep our conversation professional and on-topic.",
  "chat.error.ended":
    "I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, please call us at {phone}. " +
    "Thank you.",
  "chat.error.nameInvalid": "Please enter a valid name.",
  "chat.error.nameNoLetters": "Please enter a valid name with letters.",
  "chat.error.nameNotReal": "Please enter your actual name.",
  "chat.error.zip": "Please enter a valid 5-digit ZIP code.",
  "chat.error.answerTooLong": "Please provide a valid answer.",
  "chat.error.answerEmpty": "Please enter a response.",
  "chat.error.year": "Please enter a valid year between 1990 and {max}.",
  "chat.error.mileage": "Please enter a valid mileage (0-500,000).",
  "chat.error.notGenuine": "Please provide a genuine response.",
  "chat.error.payoff": "Please enter an amount in dollars, or skip.",
  "chat.error.priorities": "Please choose up to 3 priorities.",
  "chat.error.choice": "Please choose one of the options.",
  "chat.error.notesTooLong": "Please keep it under 500 characters.",
  "chat.error.followUpTooLong": "Please keep it under 300 characters.",
  "chat.error.uploadType": "Please upload a valid image file (JPG, PNG, HEIC) or PDF.",
  "chat.error.uploadSize": "File size must be less than 10MB.",
  "chat.error.uploadFailed": "Failed to upload file. Please try again.",
  "chat.error.uploadUnauthorized": "Your answers are still being saved. Please try the upload again in a moment.",
  "chat.error.uploadForbidden": "This upload does not belong to this conversation. Please start over.",
  "chat.error.uploadQuota": "You have uploaded {max} files in this conversation, the most it takes.",
  "chat.error.notChecked": "Something went wrong. Please try again.",
  "chat.region.san-francisco": "San Francisco! We work with dealers all around the city and the Peninsula.",
  "chat.region.bay-area": "The Bay Area! We have a strong dealer network from San Jose to Oakland.",
  "chat.region.los-angeles": "Los Angeles! Some of our best deals come from the LA dealer network.",
  "chat.region.california": "Great, you're in California, right where we work.",
  "chat.region.outside": "Thanks! Just so you know, we serve cars registered in California.",
  "chat.canned.new": "New cars are our specialty!",
  "chat.canned.cpo": "Certified pre-owned is a flat {fee} fee with us.",
  "chat.canned.used": "We can help with used cars too, though new and certified pre-owned are where we save customers the most.",
  "chat.canned.now": "Let's move fast, then!",
  "chat.canned.later": "Perfect, that gives us time to find the best deal.",
  "chat.canned.fine": "Good to hear. We'll make this one even easier.",
  "chat.canned.hassle": "You're in the right place. We take the hassle out of it.",
  "chat.canned.knows": "Great, let's narrow it down.",
  "chat.canned.exploring": "No problem, I'll help you figure it out.",
  "chat.canned.cash": "Cash buyers have real negotiating power.",
  "chat.canned.unsure": "No problem, your advisor can compare the options with you.",
  "chat.canned.finance": "We'll make sure you get a competitive rate.",
  "chat.canned.tradeIn": "We'll make sure you get top dollar for it.",
  "chat.followUp.PRICING":
    "The consultation is free. Full-Service is {fullService} and White-Glove, with home or office delivery, is {whiteGlove}; " +
    "certified pre-owned is a flat {cpoFee}. Customers save {savings} on average.",
  "chat.followUp.PROCESS":
    "We find the car, negotiate the price, evaluate your trade-in and arrange delivery or pickup. You approve every step " +
    "before we proceed.",
  "chat.followUp.TRADEIN":
    "We evaluate your trade-in against real offers and fold the best one into your deal, so it adds to your savings.",
  "chat.followUp.INVENTORY": "Our advisors search the whole dealer network for the exact model, trim and color you want.",
  "chat.followUp.OTHER": "That's a great question for one of our advisors.",
  // The chat intro pages (/landing/cartelligentai and its V2): the assistant's greeting and the way to the chat.
  "chatIntro.meta.title": "Chat With Our Car-Buying Assistant",
  "chatIntro.meta.description":
    "Answer a few questions and our assistant matches you with the right car and an advisor who negotiates it for you.",
  "chatIntro.title": "Your car-buying assistant",
  "chatIntro.greeting":
    "Hi there! I'm the {brand} assistant. Tell me what you're looking for, and I'll help you find the right car at the right price, " +
    "with an expert advisor negotiating for you.",
  "chatIntro.chat": "Chat",
  "chatIntro.note": "Free, no obligation. Our customers save {amount} on average.",

  // /privacy and /terms: the notice at collection and the terms, SPEC's English kept.
  "privacy.meta.title": "Privacy Notice",
  "privacy.meta.description":
    "Our California notice at collection: what personal information we collect, who receives it, how long we keep it, and how to " +
    "use your rights under the CCPA.",
  "privacy.title": "Privacy Notice",
  "privacy.intro":
    "This is {brand}'s notice at collection for California residents. It explains what personal information we collect when you fill " +
    "in a form, subscribe to our newsletter or talk to our chat assistant, why we collect it, who receives it, how long we keep it and " +
    "how to use your privacy rights.",
  "privacy.effective": "Effective date: <0/>",
  "privacy.collect.title": "Information we collect",
  "privacy.collect.identifiers": "<0>Identifiers:</0> your name, email address, phone number and ZIP code.",
  "privacy.collect.vehicle":
    "<0>Vehicle preferences:</0> the type, make, model and year you are interested in, your budget and how you plan to pay, your " +
    "timeline, and details of any trade-in.",
  "privacy.collect.chat":
    "<0>Chat answers and uploaded dealer quotes:</0> what you tell our chat assistant and any dealer quote you choose to upload.",
  "privacy.collect.consent":
    "<0>Your consent:</0> when you send a form or give the chat your phone number, the version of the consent wording you were " +
    "shown and the time. The current wording reads: “{text}”",
  "privacy.collect.newsletter":
    "<0>Newsletter:</0> if you subscribe, the address, when you signed up, when you confirmed and, if you do, when you unsubscribed.",
  "privacy.collect.technical":
    "<0>Technical and visit information:</0> the page you were on, campaign tags in the link you followed, the referring page, your " +
    "browser's user agent and a random session id that ties your chat messages together. Your IP address is used briefly to limit " +
    "repeated submissions; we do not save it with your request.",
  "privacy.collect.sensitive":
    "We do not ask for sensitive personal information such as your Social Security, driver's license or bank account number. Please " +
    "leave it out of chat answers and cover it on any quote you upload.",
  "privacy.use.title": "Why we collect it",
  "privacy.use.advice": "To call you back and advise you on your purchase, and to negotiate for you when you engage us.",
  "privacy.use.confirmation": "To email you a confirmation of your request, with what happens next and how to reach us.",
  "privacy.use.newsletterEmailOn":
    "To send you our newsletter, only once you have confirmed that you want it through a link we email you (it works for {days} " +
    "days). Every newsletter email has a link to unsubscribe, which also works from your mail app's own unsubscribe button, and you " +
    "can unsubscribe at any time by entering your address on our <0>unsubscribe page</0>, which emails the address its link.",
  "privacy.use.newsletterEmailOff":
    "To send you our newsletter, only once you have confirmed that you want it through a link we email you; we are not sending " +
    "emails at the moment, so no signup can be confirmed yet. Every newsletter email has a link to unsubscribe, which also works " +
    "from your mail app's own unsubscribe button, and you can unsubscribe at any time by entering your address on our <0>unsubscribe " +
    "page</0>, which emails the address its link.",
  "privacy.use.fraud":
    "To prevent fraud and spam: when you send a lead form, we check your email address against a spam database and may check your " +
    "phone number with a phone validation service (see below for what each receives).",
  "privacy.use.quote":
    "To read a dealer quote you upload and check it against California's rules, so that you and your advisor see what is worth " +
    "questioning.",
  "privacy.use.site": "To keep the website working and secure, and to learn which pages and campaigns bring visitors to us.",
  "privacy.services.title": "Who receives your information",
  "privacy.services.intro": "These services work for us and receive only what is listed here:",
  "privacy.services.cloudflare":
    "<0>Cloudflare, our hosting provider,</0> runs this website and stores the information above in its database, file storage and " +
    "message queues.",
  "privacy.services.spam":
    "<0>A spam database (StopForumSpam)</0> receives a one-way fingerprint (an MD5 hash) of the email address you give in a lead " +
    "form, never the address itself.",
  "privacy.services.phone":
    "<0>A phone validation service</0>, when we have it switched on, receives the phone number you give in a lead form.",
  "privacy.services.ai":
    "<0>Workers AI, Cloudflare's AI service,</0> words some of the chat's replies. For each it receives the answer it replies to, a " +
    "short summary of your chat (your first name, vehicle type, timeline and make) and the chat's last few messages. It also reads " +
    "a dealer quote you upload as a photo or a scan, to list its lines: it receives that image. A PDF quote with text in it is read " +
    "on our own servers.",
  "privacy.services.email":
    "<0>Cloudflare Email Service</0> delivers our emails to you, so it receives your email address and the email itself.",
  "privacy.services.newsletter":
    "<0>Our newsletter email service</0> receives the addresses of confirmed subscribers, each with its own unsubscribe link. Each " +
    "list we give it replaces the one before, so an address that unsubscribes, or whose request we delete, leaves it.",
  "privacy.services.notifications":
    "<0>Our advisors' notification tool</0> is told that a request came in, with a link only signed-in advisors can open; not your " +
    "name, email address or phone number.",
  "privacy.services.nhtsa":
    "<0>The U.S. government's vehicle database (NHTSA)</0> receives the make and model year you pick, to list the models; nothing " +
    "about you.",
  "privacy.services.photos":
    "<0>A stock-photo service</0> may supply the pictures of cars in our recent deals. Your browser loads them from it, so, like any " +
    "website, it sees your IP address and browser.",
  "privacy.sharing.title": "No sale or sharing",
  "privacy.sharing.noSale":
    "We do not sell your personal information and we do not share it for cross-context behavioral advertising. We have not done so " +
    "in the past 12 months.",
  "privacy.sharing.disclosure":
    "We disclose it only to the services above, which work for us, and, when you approve a deal, to the dealer that needs your " +
    "details to prepare your contract.",
  "privacy.retention.title": "How long we keep it",
  "privacy.retention.body":
    "We delete your request, with its chat answers, uploaded quote, our notes and its history, {months} months after your last " +
    "activity with us: your last request, chat answer or newsletter confirmation. A daily job does it. Your newsletter subscription " +
    "goes with it, and ends sooner if you unsubscribe. What remains holds none of your details: a record that a request was " +
    "deleted, when and how it reached us, and our own records of what our advisors did and which emails we sent, by a request " +
    "number. If you ask us to delete your information sooner, we do, unless the law requires us to keep it.",
  "privacy.browser.title": "What your browser keeps",
  "privacy.browser.chat":
    "The chat saves its conversation in your browser so a reload does not lose it, for up to {days} days. Once the chat is complete " +
    "it is removed from your browser (a chat ended for inappropriate messages keeps only the fact that it ended), and “Start over” " +
    "clears all of it.",
  "privacy.browser.session": "The random session id stays in your browser's session storage until you close the tab.",
  "privacy.speed.title": "How we measure our pages' speed",
  "privacy.speed.intro":
    "To learn how fast our pages are for real visitors, your browser measures, on {share}, how long the page takes to appear and " +
    "to respond to you, and how much its content shifts while it loads. When you leave the page, it sends those measurements to us, " +
    "on Cloudflare, with:",
  "privacy.speed.every": "every page you visit",
  "privacy.speed.some": "about {percent}% of the pages you visit",
  "privacy.speed.page": "the page's name, never its address or anything you typed, and its language;",
  "privacy.speed.device":
    "whether your screen is a phone's, a tablet's or a computer's, and the connection type your browser reports (such as “4g”);",
  "privacy.speed.element":
    "for the largest thing on the screen, and for what you tapped or typed in when the page was slowest to respond, that " +
    "element's type and style names, never its text.",
  "privacy.speed.anonymous":
    "Nothing in them says who you are: no cookie and no identifier, and your IP address, used for a moment to limit repeated " +
    "sends, is not kept with them.",
  "privacy.speed.optOut": "If your browser sends a Do Not Track or Global Privacy Control signal, it measures nothing and sends nothing.",
  "privacy.speed.off": "At the moment we do not measure our pages' speed in your browser.",
  "privacy.rights.title": "Your rights under California law",
  "privacy.rights.intro": "The California Consumer Privacy Act, as amended by the CPRA, gives you the right to:",
  "privacy.rights.know": "<0>Know and access</0> the personal information we hold about you, and get a copy of it.",
  "privacy.rights.delete": "<0>Delete</0> it.",
  "privacy.rights.correct": "<0>Correct</0> it if it is inaccurate.",
  "privacy.rights.optOut":
    "<0>Opt out</0> of its sale or sharing. We do neither, for anyone, so there is nothing to opt out of, whether or not your " +
    "browser sends a Global Privacy Control signal.",
  "privacy.rights.nonDiscrimination":
    "<0>Non-discrimination:</0> we will not treat you differently or charge you more for using any of these rights.",
  "privacy.page.title": "Your private page",
  "privacy.page.body":
    "Each request you make has a private page where you use these rights yourself, at once: see everything we hold about you " +
    "and download it as a file, correct your name, phone or email (a new email takes effect once you open the link we send to " +
    "it), and delete everything. It also shows where your request stands, lets you book, move or cancel the call (a call you " +
    "book is kept with your request until it is made or you cancel it), and shows each dealer quote you sent us with every " +
    "point our check found.",
  "privacy.page.linkEmailOn":
    "Its link is in the email that confirms your request and in the chat's last message, and works for {days} days; the " +
    "thank-you after a form links to that request alone. <0>Lost the link?</0> We send it again to your address. Anyone " +
    "holding the link can open the page, so keep it to yourself.",
  "privacy.page.linkEmailOff":
    "Its link is in the chat's last message, and works for {days} days; the thank-you after a form links to that request " +
    "alone. Anyone holding the link can open the page, so keep it to yourself.",
  "privacy.page.deletion":
    "When you delete everything, our advisors keep only a record that a deletion happened (when, when the request was made, " +
    "which way it came in and whether it had a quote), with nothing that names you.",
  "privacy.requests.title": "How to make a request",
  "privacy.requests.bodyEmailOn":
    "Call us at <0/> ({hours}), or reply to any email from us. We verify your request by matching the email address or phone number " +
    "you gave us, and answer within 45 days. An authorized agent may make a request for you with your written permission.",
  "privacy.requests.bodyEmailOff":
    "Call us at <0/> ({hours}). We verify your request by matching the email address or phone number you gave us, and answer " +
    "within 45 days. An authorized agent may make a request for you with your written permission.",
  "privacy.changes.title": "Changes to this notice",
  "privacy.changes.body": "When we change this notice, we post the new version here with a new effective date.",
  "terms.meta.title": "Terms of Service",
  "terms.meta.description":
    "The terms of our car-buying advisory service: what we do, what you pay, our refund guarantee and your rights under California law.",
  "terms.title": "Terms of Service",
  "terms.intro":
    "These terms apply when you use this website or our car-buying advisory service. By requesting a consultation or engaging us, " +
    "you agree to them. Please read them; they are short.",
  "terms.effective": "Effective date: <0/>",
  "terms.service.title": "1. What we do",
  "terms.service.what":
    "{brand} gives advice and negotiates on your behalf for buyers who will register their vehicle in California. We help you " +
    "choose a vehicle, evaluate your trade-in, search our dealer network, negotiate the price and arrange delivery or pickup.",
  "terms.service.approval":
    "You approve everything before we proceed. We never commit you to a vehicle, a price, a trade-in offer or a loan without your " +
    "explicit approval.",
  "terms.dealer.title": "2. You buy from the dealer",
  "terms.dealer.contract":
    "We are not the seller of the vehicle and we do not lend money. The purchase or lease contract, its price, taxes, registration " +
    "fees, warranty and financing are between you and the dealer (and your lender), and you sign them directly. Read the contract " +
    "before you sign; we are glad to review it with you.",
  "terms.dealer.prices":
    "Vehicle availability, prices and incentives are set by dealers and manufacturers and can change until the contract is signed. " +
    "Savings we publish are averages of past results, not a promise of a particular price.",
  "terms.fees.title": "3. Fees",
  "terms.fees.consultation": "The consultation is free and carries no obligation.",
  "terms.fees.fullService": "Full-Service: {price}.",
  "terms.fees.whiteGlove": "White-Glove, including home or office delivery: {price}.",
  "terms.fees.cpo": "Certified pre-owned purchases: a flat fee of {price}.",
  "terms.fees.confirmed":
    "We confirm the service and its fee with you before any paid work starts. Our fee does not include the price of the vehicle or " +
    "anything the dealer, your lender or the State of California charges.",
  "terms.guarantee.title": "4. Refund guarantee",
  "terms.guarantee.body":
    "If you are not 100% satisfied with our service, tell us and we will refund your service fee in full. The guarantee covers our " +
    "fee; it does not cover amounts paid to a dealer, a lender or the state.",
  "terms.part.title": "5. Your part",
  "terms.part.body":
    "Give us accurate contact details and tell us honestly what you want and what you can spend, including the condition of any " +
    "trade-in. Use the website lawfully and do not submit someone else's details or automated requests.",
  "terms.liability.title": "6. Our responsibility",
  "terms.liability.body":
    "We do our work with care and skill. We are not responsible for a dealer's or manufacturer's products, warranties or " +
    "performance of their contracts. To the extent the law allows, our total liability for a claim about our service is limited to " +
    "the fee you paid us. Nothing in these terms limits rights you have under California law that cannot be waived.",
  "terms.privacy.title": "7. Privacy",
  "terms.privacy.body": "How we collect and use your information is described in our <0>Privacy Notice</0>.",
  "terms.law.title": "8. California law",
  "terms.law.body":
    "These terms are governed by the laws of the State of California. If something goes wrong, please call us first: most problems " +
    "are solved in one conversation.",
  "terms.changes.title": "9. Changes to these terms",
  "terms.changes.body":
    "We may update these terms. The version in force is always on this page with its effective date; changes do not affect a " +
    "service you have already engaged us for.",
  "terms.contact.title": "10. Contact",
  "terms.contact.body": "Call <0/> ({hours}), or reply to any email from us.",

  // The visitor emails, built on the server (app/i18n/visitor-emails.ts), never sent to a page.
  "email.greeting": "Hello,",
  "email.privacy": "How we handle your information: {url}",
  "email.lead.subject": "We have your request - {brand}",
  "email.lead.thanks": "Thank you for asking {brand} for help with your car purchase. We have your request.",
  "email.lead.nextCall": "An advisor will call you at the number you gave us (ending in {lastFour}) to talk through the car you want.",
  "email.lead.nextContact": "An advisor will get in touch to talk through the car you want.",
  "email.lead.next": "What happens next: {next} You approve everything before we go ahead.",
  "email.lead.hours": "Our advisors work {hours}.",
  "email.lead.call": "You can also call us at {phone}.",
  "email.lead.why":
    "You get this email because someone asked for a consultation at {origin} with this address. If it was not you, call us and we " +
    "will delete the request.",
  "email.newsletter.subject": "Please confirm your {brand} newsletter subscription",
  "email.newsletter.ask": "Someone, we hope you, asked for the {brand} newsletter at this address. To confirm it, open this link:",
  "email.newsletter.expiry":
    "The link works for {days} days. Until you confirm, we send you no newsletter. If you did not ask for it, ignore this email.",
  "email.newsletter.unsubscribe": "To say no now, and to unsubscribe at any time later: {url}",
  "email.unsubscribe.subject": "Unsubscribe from the {brand} newsletter",
  "email.unsubscribe.ask":
    "Someone, we hope you, asked to take this address off the {brand} newsletter. To unsubscribe, open this link and press its button:",
  "email.unsubscribe.ignore": "If you did not ask for it, ignore this email: nothing changes.",
  "email.lead.page":
    "Your private page: see where your request stands, book your call, read your quote checks and see, correct or delete your data.",
  "email.page.private": "The link works for {days} days. Anyone with it can open the page, so keep it to yourself.",
  "email.buyerLink.subject": "Your private page at {brand}",
  "email.buyerLink.ask":
    "Someone, we hope you, asked {brand} for the links to the private pages of the requests made with this address. " +
    "{count, plural, one {Here is the one we hold:} other {Here are the # we hold:}}",
  "email.emailChange.subject": "Confirm your new email address - {brand}",
  "email.emailChange.ask":
    "Someone, we hope you, asked {brand} to write to this address about their car request from now on. To confirm it, open " +
    "this link and press its button:",
  "email.emailChange.expiry": "The link works for {days} days. Until you confirm, we keep writing to the address we had.",

  // The pages the emails link to: newsletter confirmation and unsubscribe.
  "notice.confirm.ready.title": "Confirm your subscription",
  "notice.confirm.ready.text": "Press the button to start getting our newsletter at the address this link was sent to.",
  "notice.confirm.confirmed.title": "You are subscribed",
  "notice.confirm.confirmed.text": "Thank you for confirming. Every newsletter has a link to unsubscribe.",
  "notice.confirm.already.title": "Already confirmed",
  "notice.confirm.already.text": "This address is already subscribed. Every newsletter has a link to unsubscribe.",
  "notice.confirm.cancelled.title": "This signup was cancelled",
  "notice.confirm.cancelled.text":
    "The address was unsubscribed, so there is nothing to confirm. To get the newsletter, subscribe again at the bottom of any page.",
  "notice.confirm.expired.title": "This link has expired",
  "notice.confirm.expired.text":
    "Confirmation links work for {days} days. Subscribe again at the bottom of any page and we will email you a new one.",
  "notice.confirm.invalid.title": "This link does not work",
  "notice.confirm.invalid.text": "It may be incomplete. Copy the whole link from the email, or subscribe again at the bottom of any page.",
  "notice.confirm.button": "Confirm my subscription",
  "notice.unsubscribe.addressDone.title": "Check your inbox",
  "notice.unsubscribe.addressDone.text":
    "If that address gets our newsletter, we have emailed it a link to unsubscribe (at most one such email a day). Open the link " +
    "and press its button: nothing changes until then.",
  "notice.unsubscribe.byAddress.title": "Unsubscribe from our newsletter",
  "notice.unsubscribe.byAddress.text": "Enter your email address and we will email it a link to unsubscribe.",
  "notice.unsubscribe.ready.title": "Unsubscribe from our newsletter",
  "notice.unsubscribe.ready.text": "Press the button and we will send no more newsletters to the address this link was sent to.",
  "notice.unsubscribe.unsubscribed.title": "You are unsubscribed",
  "notice.unsubscribe.unsubscribed.text": "We will send no more newsletters to this address.",
  "notice.unsubscribe.unmatched.title": "Nothing left to unsubscribe",
  "notice.unsubscribe.unmatched.text":
    "This link no longer matches an address we hold, so it has nothing to unsubscribe. If you still get our newsletter, enter the " +
    "address and we will email it a link to unsubscribe.",
  "notice.unsubscribe.invalid.title": "This link does not work",
  "notice.unsubscribe.invalid.text": "Enter your email address and we will email it a link to unsubscribe.",
  "notice.unsubscribe.button": "Unsubscribe",
  "notice.unsubscribe.emailLabel": "Email address",
  "notice.unsubscribe.addressButton": "Email me the link",

  // /about and /blog.
  "about.meta.title": "About Us",
  "about.meta.description":
    "Car-buying advisors for California registrations for {years} years: free consultation, expert negotiation, and a full refund " +
    "of our fee if you are not 100% satisfied.",
  "about.title": "About {brand}",
  "about.intro":
    "We are car-buying advisors for people who will register their car in California. For {years} years we have found the right " +
    "car, negotiated the price and handled the details, so our customers skip the dealership marathon and keep the savings.",
  "about.who.title": "Who we are",
  "about.who.body":
    "Our advisors know California dealers, California pricing and California paperwork. New cars are our specialty, and that is " +
    "where we save our customers the most. We help with used cars too, as a secondary service.",
  "about.figure.customers": "satisfied customers",
  "about.figure.customerSavings": "saved by our customers",
  "about.figure.averageSavings": "average savings per car",
  "about.figure.satisfaction": "customer satisfaction",
  "about.who.hours": "Our customers also save {hours} hours on average: the calls, visits and haggling are ours to do.",
  "about.how.title": "How the service works",
  "about.how.consultation":
    "<0>A free consultation.</0> Tell an advisor what you want to drive, your budget and your timeline. It costs nothing and " +
    "commits you to nothing.",
  "about.how.tradeIn": "<0>Trade-in evaluation.</0> We price your current car against real offers so it adds to your savings.",
  "about.how.negotiate":
    "<0>We find it and negotiate.</0> We search our dealer network and negotiate the price on your behalf. You approve everything " +
    "before we proceed.",
  "about.how.driveAway": "<0>You drive away.</0> You sign with the dealer, and we arrange one-hour delivery or pickup.",
  "about.pricing.title": "What it costs",
  "about.pricing.consultation": "<0>Consultation:</0> free.",
  "about.pricing.fullService":
    "<0>Full-Service:</0> {price}. We find the car, negotiate the price, evaluate your trade-in and review the contract.",
  "about.pricing.whiteGlove": "<0>White-Glove:</0> {price}. Everything in Full-Service, plus delivery to your home or office.",
  "about.guarantee.title": "Our guarantee",
  "about.guarantee.body":
    "If you are not 100% satisfied with our service, we refund your service fee in full. And because you approve every step before " +
    "we proceed, you always know what we are doing for you and why.",
  "about.cta.title": "Talk to an advisor",
  "about.cta.body": "Book your free consultation and an advisor will call you within 1-2 hours during business hours.",
  "about.cta.button": "Get Your Free Consultation",
  "about.cta.call": "Prefer to call? <0/>",
  "blog.meta.title": "Car-Buying Guides",
  "blog.meta.description":
    "Six trusted guides for California car buyers: registration, dealer pricing, safety recalls, trade-in value, fuel economy and " +
    "EV incentives.",
  "blog.title": "Car-Buying Guides",
  "blog.intro":
    "Our advisors send customers to these pages again and again. Each one comes from the agency or reference site that owns the " +
    "subject, so you get the facts straight from the source before you talk to a dealer.",
  "blog.list": "Reading list",
  // The six reading articles (SPEC §9), on /blog and in the chat's reading list (app/content/articles.ts).
  "articles.registration.title": "Registering Your Car in California",
  "articles.registration.description":
    "The California DMV's own guide to registering a new or used vehicle, renewing it, and the fees and smog checks that may apply.",
  "articles.newCar.title": "What to Know Before You Buy a New Car",
  "articles.newCar.description":
    "The Federal Trade Commission explains dealer pricing, add-ons, financing offers and trade-ins, so nothing in the contract " +
    "surprises you.",
  "articles.recalls.title": "Check Any Car for Open Safety Recalls",
  "articles.recalls.description":
    "Enter a VIN on the NHTSA site to see unrepaired recalls before you sign. Recall repairs are free at an authorized dealer for " +
    "the brand.",
  "articles.tradeIn.title": "Find Out What Your Trade-In Is Worth",
  "articles.tradeIn.description":
    "Kelley Blue Book's value tool gives you a trade-in and private-party range for your current car, a useful anchor before any " +
    "offer.",
  "articles.fuelEconomy.title": "Compare Fuel Economy and Running Costs",
  "articles.fuelEconomy.description":
    "The official U.S. government site for MPG, annual fuel cost and emissions ratings, model by model, including hybrids and EVs.",
  "articles.evIncentives.title": "Electric Vehicle Incentives in California",
  "articles.evIncentives.description":
    "The California Air Resources Board's DriveClean site lists the state, utility and local rebates you may qualify for by ZIP code.",

  // /landing/V2's Recent Deals: the labels; a deal's own values (make, model, trim, specs) stay as stored.
  "deals.heading": "Recent Deals",
  "deals.intro": "Real prices our advisors negotiated for California buyers.",
  "deals.headingLoaded": "{count} Deals, {total} Saved in the Last 90 Days",
  "deals.loading": "Loading recent deals...",
  "deals.failed": "Failed to load recent deals",
  "deals.maxShown": "Showing maximum 24 deals. Contact an advisor to inquire about more available deals.",
  "deals.loadMore": "Load More",
  "deals.savings": "{amount} <0>off MSRP</0>",
  "deals.negotiated": "Negotiated <0/>",
  "deals.cta": "Get a Deal Like This<0> on a {name}</0>",
  "deals.vehicle": "{year} {make} {model}",
  "deals.spec.transmission": "Transmission",
  "deals.spec.drivetrain": "Drivetrain",
  "deals.spec.fuel": "Fuel",
  "deals.spec.engine": "Engine",
  "deals.spec.bodyStyle": "Body style",

  // The quote check's summary for the buyer, in the chat. The English summary names
  // the top item and the reminders in the flags' own words (stored for the advisor); a Spanish one by its rule.
  "quote.summary.note": "This is information, not legal advice.",
  "quote.summary.notAQuote": "That file doesn't look like a dealer quote, so we didn't check it. Your advisor will take a look.",
  "quote.summary.unreadable": "We couldn't read your quote automatically, so your advisor will read it and go over it with you.",
  "quote.summary.unreadableBecause":
    "We couldn't read your quote automatically ({reason}), so your advisor will read it and go over it with you.",
  "quote.summary.nothingStoodOut": "Nothing on it stood out against California's rules; your advisor will still go over it with you.",
  "quote.summary.read": "We read {count, plural, one {{count} line} other {{count} lines}} from your quote.",
  "quote.summary.goOver": "Your advisor will go over {count, plural, one {{count} item} other {{count} items}} with you: {items}.",
  "quote.summary.worthQuestioning": "Worth questioning: {amount}.",
  "quote.item.docFeeCap": "a documentation fee {amount} above California's cap",
  "quote.item.tireFee": "a tire fee that is not California's fee per tire",
  "quote.item.dealerChargeAsGovernmentFee": "a dealer charge of {amount} shown as a government fee",
  "quote.item.noBenefitAddOn": "an add-on of {amount} that gives you no benefit",
  "quote.item.addOnNotOptional": "an add-on of {amount} not marked optional",
  "quote.item.dealerAddedFee": "a charge the dealer adds of {amount}",
  "quote.item.totalsAddUp": "a total {amount} off what its lines add up to",
  "quote.item.salesTax": "a sales tax that does not match California's rates",
  "quote.item.other": "an item on the quote",
  "quote.followUp.found": "Your quote has {item}.",
  "quote.followUp.flag": "{finding} Source: {source} ({url}). Your advisor will go over it with you.",
  "quote.reminder.usedCarReturn":
    "A used car can be returned within {days} days if driven no more than {miles} miles; the dealer may keep a restocking fee.",
  // Why a quote could not be read, when it is about the photo or the file (UNREADABLE_REASONS' words;
  // app/i18n/quote-summary.test.ts checks they match).
  "quote.reason.blurred": "the photo is too blurred to read",
  "quote.reason.cutOff": "part of the quote is cut off in the photo",
  "quote.reason.tooDark": "the photo is too dark to read",
  "quote.reason.unclear": "the photo could not be read",
  "quote.reason.heic": "HEIC photos cannot be read automatically yet",
  "quote.reason.noPageImage": "the PDF has no text and no page image to read",
  "quote.reason.tooLarge": "the PDF is too large or too complex to read automatically",
  "quote.reason.protected": "the PDF is encrypted, so it cannot be read automatically",
  "quote.reason.damaged": "the PDF could not be opened",
  // A flag's sentence on a Spanish buyer's page (the flags' own sentences are the advisor's English).
  "quote.explain.docFeeCap": "California caps the dealer's documentation fee; this one is {amount} over the cap.",
  "quote.explain.tireFee": "California's tire fee is set per new tire; this charge does not match it.",
  "quote.explain.dealerChargeAsGovernmentFee":
    "A charge of the dealer's own ({amount}) is shown among the government fees; the state does not get it.",
  "quote.explain.noBenefitAddOn": "California forbids selling an add-on that gives you no benefit; this one costs {amount}.",
  "quote.explain.addOnNotOptional":
    "California requires the dealer to say in writing that add-ons are optional; this one ({amount}) is not marked so.",
  "quote.explain.dealerAddedFee": "A charge the dealer adds and prices itself ({amount}): it is negotiable.",
  "quote.explain.totalsAddUp": "The quote's total is {amount} off what its lines add up to.",
  "quote.explain.salesTax": "The sales tax does not match California's rates; {amount} is at stake.",
  "quote.explain.other": "An item worth asking the dealer about: {amount}.",
  "quote.explain.reminderName": "A right worth knowing",

  // The buyer's private page (/my, docs/decisions/052): its status, call, quotes, comparison and data.
  // No personal data: the description is the same for every buyer, whatever the link opens.
  "buyer.meta.description":
    "Your private page for your request: where it stands, the call you book, the checks of your dealer quotes, and your data " +
    "to see, correct or delete.",
  "buyer.page.title": "Your private page",
  "buyer.page.titleName": "Your private page, {name}",
  "buyer.page.private": "Only people with this page's link can open it, so keep the link to yourself.",
  "buyer.page.sections": "On this page",
  "buyer.page.otherLanguage": "Español",
  "buyer.status.title": "Where your request stands",
  "buyer.status.received": "Received {date}",
  "buyer.status.advisor": "With an advisor: {name}",
  "buyer.status.noAdvisor": "Not yet with an advisor",
  "buyer.status.booked": "Call booked for {time}",
  "buyer.status.bookedAsap": "Call booked for as soon as an advisor is free, from {time}",
  "buyer.status.callback": "Call planned by your advisor for {time}",
  "buyer.status.notBooked": "No call booked yet",
  "buyer.status.called": "Called {date}",
  "buyer.status.notCalled": "Not called yet",
  "buyer.status.closed": "This request is closed. To ask us again, call us or send us a new request.",
  "buyer.status.stepDone": "Done: ",
  "buyer.status.stepAhead": "Not yet: ",
  "buyer.status.pacific": "Times are Pacific time.",
  "buyer.car": "{year} {make} {model}",
  "buyer.asked.title": "What you asked",
  "buyer.asked.car": "Car",
  "buyer.asked.vehicleType": "New or used",
  "buyer.asked.budget": "Budget",
  "buyer.asked.budgetMonthly": "{amount} a month",
  "buyer.asked.budgetTotal": "{amount} in all",
  "buyer.asked.timeline": "When",
  "buyer.asked.tradeIn": "Trade-in",
  "buyer.asked.tradeInYes": "Yes",
  "buyer.asked.tradeInNo": "No trade-in",
  "buyer.asked.notSaid": "Not said",
  "buyer.requests.title": "Your requests",
  "buyer.requests.item": "{date}: {way}",
  "buyer.requests.form": "the form on our site",
  "buyer.requests.chat": "the chat",
  "buyer.requests.newsletter": "the newsletter signup",
  "buyer.call.title": "Book your call",
  "buyer.call.legend": "When should an advisor call you?",
  "buyer.call.moveLegend": "Move your call to another time",
  "buyer.call.hint": "Pacific time, within our advisors' hours. A time other buyers have already taken cannot be picked.",
  "buyer.call.asap": "As soon as possible",
  "buyer.call.full": " (taken)",
  "buyer.call.book": "Book this call",
  "buyer.call.move": "Move my call",
  "buyer.call.booked": "Your call is booked for {time}. An advisor will call you then.",
  "buyer.call.bookedAsap": "You asked for a call as soon as possible: an advisor will call you from {time}.",
  "buyer.call.calendar": "Add to my calendar (.ics)",
  "buyer.call.cancel": "Cancel this call",
  "buyer.call.closed": "This request is closed, so there is no call to book. Call us at <0/> if you would like to talk.",
  "buyer.call.noPhone": "We have no phone number to call you on. <0>Add one to your details</0> and you can book your call.",
  "buyer.quotes.title": "Your quotes",
  "buyer.quotes.none": "No dealer quote yet. Upload one below and we will check it against California law.",
  "buyer.quotes.readingHint": "A quote is still being read; it usually takes a few seconds.",
  "buyer.quotes.refresh": "Check again",
  "buyer.quote.title": "Quote {number}, uploaded {date}",
  "buyer.quote.titleDealer": "Quote {number}: {dealer}",
  "buyer.quote.uploaded": "Uploaded {date}",
  "buyer.quote.reading": "Being read…",
  "buyer.quote.vehicle": "Car",
  "buyer.quote.date": "Quote date",
  "buyer.quote.linesCaption": "Every line of the quote, as we read it",
  "buyer.quote.line": "Line",
  "buyer.quote.amount": "Amount",
  "buyer.quote.flaggedMark": "(flagged)",
  "buyer.flags.title": "What the check found",
  "buyer.flags.none": "Nothing on this quote stood out against California's rules.",
  "buyer.flags.worth": "Worth questioning with the dealer: {amount}. It is a question to raise, not a saving.",
  "buyer.flags.question": "To ask the dealer",
  "buyer.flags.reminder": "Good to know",
  "buyer.flags.line": "On the line: {line}",
  "buyer.flags.atStake": "At stake: {amount}",
  "buyer.flags.source": "Source:",
  "buyer.flags.note": "This is information, not legal advice. Your advisor will go over it with you.",
  "buyer.upload.title": "Add a quote",
  "buyer.upload.label": "A dealer quote (PDF or photo)",
  "buyer.upload.hint": "JPG, PNG, HEIC or PDF, up to 10 MB. You can add {left} more (up to {max} quotes in all).",
  "buyer.upload.button": "Upload and check",
  "buyer.upload.full": "You have uploaded {max} quotes, the most we take. Your advisor can add more for you.",
  "buyer.compare.title": "Compare offers",
  "buyer.compare.needTwo": "Upload a second quote: once both are read, they are compared here line by line.",
  "buyer.compare.needTwoFull": "Offers are compared here once two quotes have been read.",
  "buyer.compare.intro": "Each line against {base}, the offer that costs least out the door.",
  "buyer.compare.caption": "The offers side by side, each against {base}",
  "buyer.compare.line": "Line",
  "buyer.compare.base": "least out the door",
  "buyer.compare.vehicle": "Car",
  "buyer.compare.notSaid": "Not on the quote",
  "buyer.compare.none": "Not listed",
  "buyer.compare.difference": "{amount} against the least",
  "buyer.compare.flaggedCell": "Worth questioning: {amount}",
  "buyer.compare.outTheDoor": "Out the door (its lines added up)",
  "buyer.compare.printed": "Total printed on the quote",
  "buyer.compare.notPrinted": "None printed",
  "buyer.compare.flagged": "Worth questioning (not a saving)",
  "buyer.compare.otherCars": "These quotes are not all for the same car: compare them with that in mind.",
  "buyer.compare.note":
    "Trade-in, payoff and down payment are left out: they pay for the car and do not change its price. An amount worth " +
    "questioning is a question for the dealer, not a saving: no total or difference here counts it.",
  "buyer.data.title": "Your data",
  "buyer.data.intro":
    "California law gives you the right to know, correct and delete the personal information we hold about you. You can do " +
    "all three here.",
  "buyer.data.chatOnly":
    "This page, opened from the chat, holds what you told the chat. If you made other requests with us at the same email " +
    "address, the link we email to that address opens them too.",
  "buyer.data.downloadTitle": "See or download everything we hold",
  "buyer.data.readable": "See everything we hold about you",
  "buyer.data.json": "Download it all (JSON)",
  "buyer.details.title": "Correct your details",
  "buyer.details.firstName": "First name",
  "buyer.details.lastName": "Last name",
  "buyer.details.phone": "Phone",
  "buyer.details.email": "Email",
  "buyer.details.emailHint": "A new address takes effect once you open the link we send to it.",
  "buyer.details.pending": "We sent a link to {email}: open it to make it your address. Until then we keep writing to the one we had.",
  "buyer.details.save": "Save my details",
  "buyer.details.fix": "Please correct the highlighted fields.",
  "buyer.delete.title": "Delete everything",
  "buyer.delete.text":
    "This deletes your requests, your details, your quotes and their checks, your calls and every note about you, at once " +
    "and for good. Our advisors keep only a record that a deletion happened, with nothing about you in it.",
  "buyer.delete.confirm": "I understand that everything will be deleted and cannot be brought back.",
  "buyer.delete.button": "Delete everything",
  "buyer.done.booked": "Your call is booked: {time}.",
  "buyer.done.cancelled": "Your booking is cancelled. Your request stands: an advisor will still call you, and you can book another time.",
  "buyer.done.saved": "Your details are saved.",
  "buyer.done.emailSent":
    "We are sending a link to {email}. Open it to make it your address; until then we keep the one we had. An address gets " +
    "one such email a day.",
  "buyer.done.emailConfirmed": "Your new email address is saved. This page's link changed with it: keep this one.",
  "buyer.done.uploaded": "Your quote is uploaded and being read. Its check shows below within a few seconds.",
  "buyer.problem.slotFull": "Other buyers have just taken that time. Please pick another.",
  "buyer.problem.slotGone": "That time is no longer open. Please pick another.",
  "buyer.problem.slotMissing": "Pick a time, or as soon as possible.",
  "buyer.problem.callClosed": "This request is closed, so no call can be booked on it.",
  "buyer.problem.noPhone": "Add a phone number to your details first: we need it to call you.",
  "buyer.problem.confirmDelete": "Tick the box to confirm that you want everything deleted.",
  "buyer.problem.emailNeeded": "Your email address can be changed but not removed: your page's link depends on it.",
  "buyer.problem.nothingChanged": "Nothing changed: your details are as they were.",
  "buyer.problem.uploadType": "Please upload a valid image file (JPG, PNG, HEIC) or PDF.",
  "buyer.problem.uploadSize": "File size must be less than 10MB.",
  "buyer.problem.uploadQuota": "You have uploaded {max} quotes, the most we take.",
  "buyer.problem.uploadFailed": "Failed to upload file. Please try again.",
  "buyer.home.title": "Your private page",
  "buyer.home.intro":
    "Each request you make with us has a private page: where it stands, the call you book, your quote checks and your data. " +
    "Its link is in the email we sent you.",
  "buyer.lost.intro": "Lost the link? Type your email address and we will send it again.",
  "buyer.lost.label": "Your email address",
  "buyer.lost.button": "Email me my link",
  "buyer.lost.sent":
    "If we hold a request for that address, we have emailed its link there. It can take a few minutes; an address gets one " +
    "such email a day.",
  "buyer.lost.noEmail": "We cannot send links by email at the moment. Call us at <0/> and an advisor will help.",
  "buyer.none.title": "This link doesn't work",
  "buyer.none.invalid": "It may have been mistyped or replaced by a newer link, or what it opened has been deleted.",
  "buyer.none.expired": "It has expired: a link to a private page works for {days} days.",
  "buyer.deleted.title": "Everything is deleted",
  "buyer.deleted.done": "We deleted everything your page held.",
  "buyer.deleted.text":
    "Your requests, details, quotes, calls and notes are gone, and the links to your page no longer work. We keep only a " +
    "record that a deletion happened, with nothing about you in it.",
  "buyer.receipt.title": "We have your request",
  "buyer.receipt.received": "Received {date}. An advisor will call you.",
  "buyer.receipt.name": "Name",
  "buyer.receipt.zip": "ZIP code",
  "buyer.receipt.pageEmailOn":
    "This link shows this request alone. Your private page, where you see who has your request, book your call, read your " +
    "quote checks and see, correct or delete your data, opens from the link in the email we sent to the address you gave.",
  "buyer.receipt.pageEmailOff": "This link shows this request alone. An advisor will call you at the number you gave.",
  "buyer.receipt.lost": "No email from us? Ask for your link again",
  "buyer.email.title": "Confirm your new email address",
  "buyer.email.ask": "Use {email} for your requests from now on?",
  "buyer.email.button": "Yes, use this address",
  "buyer.email.invalid": "It may have expired or been used already, or another change replaced it.",
  "buyer.calendar.summary": "Call with your {brand} advisor",
  "buyer.calendar.description":
    "Your advisor will call you at the number you gave us. To move or cancel the call: {page} Questions? Call {phone}.",
  "buyer.dataPage.title": "Everything we hold about you",
  "buyer.dataPage.intro": "Every row of every table that is yours, as we store it, on {date}.",
  "buyer.dataPage.back": "Back to your page",
  "buyer.dataPage.none": "Nothing.",
  "buyer.table.leads": "Your requests' main record",
  "buyer.table.leadRequests": "Each request you made",
  "buyer.table.leadStatusChanges": "Where your request stood over time",
  "buyer.table.leadNotes": "Advisors' notes",
  "buyer.table.callAttempts": "Calls to you",
  "buyer.table.leadSearchRows": "Entries of the advisors' search",
  "buyer.table.advisorActions": "What advisors did on your request",
  "buyer.table.leadDeletions": "Deletions",
  "buyer.table.quoteChecks": "Your quotes' checks",
  "buyer.table.quoteLines": "Your quotes' lines",
  "buyer.table.quoteFlags": "What the checks flagged",
  "buyer.table.quoteCorrections": "Advisors' corrections to a reading",
  "buyer.table.emailSends": "Emails we sent you",
  "buyer.table.emailAddressSends": "Emails to your address per day (the address kept as a code)",
  "buyer.table.chatStrikes": "Messages the chat refused",
  "buyer.total.total": "Total",
  "buyer.total.balance": "Balance due",
  "buyer.total.subtotal": "Subtotal",
  "buyer.total.taxable": "Taxable amount",
  "buyer.category.vehiclePrice": "Vehicle price",
  "buyer.category.discount": "Discount",
  "buyer.category.rebate": "Rebate",
  "buyer.category.documentationFee": "Documentation fee",
  "buyer.category.electronicFiling": "Electronic filing",
  "buyer.category.tireFee": "Tire fee",
  "buyer.category.dmv": "DMV and registration",
  "buyer.category.salesTax": "Sales tax",
  "buyer.category.addOn": "Add-on",
  "buyer.category.serviceContract": "Service contract",
  "buyer.category.gap": "GAP coverage",
  "buyer.category.tradeIn": "Trade-in",
  "buyer.category.payoff": "Payoff",
  "buyer.category.downPayment": "Down payment",
  "buyer.category.other": "Other",
} as const;

export type MessageKey = keyof typeof en;
/** Every language holds every key, each a message of its own. */
export type Catalogue = Record<MessageKey, string>;
